import {
  ArrowDownToLine,
  ArrowRightLeft,
  ArrowUpFromLine,
  ClipboardList,
  Gift,
  LineChart,
  Mail,
  Percent,
  Receipt,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { MemberPage } from '../../../lib/member-centre';

/** The icon of each member-centre page, in the menu and in the page's heading. */
export const PAGE_ICONS: Record<MemberPage, ReactNode> = {
  securityCenter: <ShieldCheck size={18} />,
  transferFund: <Wallet size={18} />,
  depositv2: <ArrowDownToLine size={18} />,
  withdraw: <ArrowUpFromLine size={18} />,
  transferUpline: <ArrowRightLeft size={18} />,
  personalHistoryCopy: <ClipboardList size={18} />,
  manualRebate: <Percent size={18} />,
  transactionHistory: <Receipt size={18} />,
  personalProfit: <LineChart size={18} />,
  bonusDetails: <Gift size={18} />,
  messageV2: <Mail size={18} />,
};
