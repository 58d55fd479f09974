import type { Generated } from 'kysely';
import type { SandboxTables } from '../adapters/payments/sandbox/tables.ts';
import type { SecurityTables } from '../modules/accounts/security/tables.ts';
import type { AccountsTables } from '../modules/accounts/tables.ts';
import type { PointsTables } from '../modules/games/points/tables.ts';
import type { GamesTables } from '../modules/games/tables.ts';
import type { LotteryTables } from '../modules/lottery/tables.ts';
import type { MessagesTables } from '../modules/messages/index.ts';
import type { OperatorTables } from '../modules/operator/tables.ts';
import type { PlatformTables } from '../modules/platform/tables.ts';
import type { PromotionsTables } from '../modules/promotions/tables.ts';
import type { SportsTables } from '../modules/sports/tables.ts';
import type { StudioTables } from '../modules/studio/tables.ts';
import type { WalletTables } from '../modules/wallet/tables.ts';
import type { TransfersTables } from '../modules/wallet/transfers/tables.ts';
import type { WithdrawalsTables } from '../modules/wallet/withdrawals/tables.ts';

type CoreTables = {
  seed_runs: { name: string; ran_at: Generated<Date> };
};

/** The database as Kysely sees it: each module declares its own tables. */
export type Database = CoreTables &
  PlatformTables &
  GamesTables &
  PointsTables &
  AccountsTables &
  SecurityTables &
  WalletTables &
  TransfersTables &
  WithdrawalsTables &
  OperatorTables &
  PromotionsTables &
  StudioTables &
  LotteryTables &
  SportsTables &
  MessagesTables &
  SandboxTables;
