import { type ReactNode, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthGate } from './auth-gate';

/**
 * The member-centre pages of spec §2.5 that are built, in menu order (cashback only while the manual-rebate switch
 * is on). The spec's other three — reward centre (rewardCenter), invite friends (referral) and missions
 * (missionLeaderboard) — are not listed until they are built (docs/decisions.md): an address naming one opens the
 * default page, as any unknown key does.
 */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'messageV2',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

/**
 * What the panel hands each page it shows: the page's heading (the menu's icon and name), which the
 * page places at its top. Pages live in their own features and register in app/member-pages.ts.
 */
export type MemberPageProps = { heading: ReactNode };

/** Real-money pages a demo (free-play) account may not open (spec §6). */
export const REAL_ACCOUNT_PAGES: ReadonlySet<MemberPage> = new Set<MemberPage>([
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'manualRebate',
]);

/**
 * The member centre is a panel over the current page, opened by the `mc` query parameter
 * (`/index?mc=securityCenter`), so it deep-links, survives a reload and closes with Back.
 */
export const MEMBER_CENTRE_PARAM = 'mc';

export function isMemberPage(value: unknown): value is MemberPage {
  return typeof value === 'string' && (MEMBER_PAGES as readonly string[]).includes(value);
}

/**
 * A page opened for one task: the part of it to open at once (`mcTask`: the security centre's `payment` form), and
 * the page to come back to once that task is done (`mcBack`: the withdrawal that needed a payment password).
 */
export type MemberTask = { task: string; back?: MemberPage };
const TASK_PARAM = 'mcTask';
/** The security centre's task of setting the payment password, which moving money out needs first. */
export const PAYMENT_PASSWORD_TASK = 'paymentPassword';
const BACK_PARAM = 'mcBack';

export type MemberCentre = {
  /** The page open now, or null when the panel is closed. */
  page: MemberPage | null;
  /** The task the page was opened for, if any (read once, as the page opens). */
  task: MemberTask | null;
  /**
   * Opens a page after the gate's checks: logged out → login first; demo on a real-money page → warning. With a
   * task, the page opens that part of itself, and `back` is where the task's end returns to.
   */
  open: (page?: MemberPage, task?: MemberTask) => void;
  close: () => void;
};

/** The address's query with the panel on `page` (and its task), or closed; any other page's task is dropped. */
export function searchWith(search: string, page: MemberPage | null, task?: MemberTask): string {
  const params = new URLSearchParams(search);
  if (page) params.set(MEMBER_CENTRE_PARAM, page);
  else params.delete(MEMBER_CENTRE_PARAM);
  params.delete(TASK_PARAM);
  params.delete(BACK_PARAM);
  if (page && task) {
    params.set(TASK_PARAM, task.task);
    if (task.back) params.set(BACK_PARAM, task.back);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The task an address's query opens its member page for, or null. */
export function memberTaskIn(search: string): MemberTask | null {
  const params = new URLSearchParams(search);
  const task = params.get(TASK_PARAM);
  if (!task || !params.has(MEMBER_CENTRE_PARAM)) return null;
  const back = params.get(BACK_PARAM);
  return isMemberPage(back) ? { task, back } : { task };
}

/** The member page an address's query opens (an unknown key opens the default page), or null: the panel is closed. */
export function memberPageIn(search: string): MemberPage | null {
  const value = new URLSearchParams(search).get(MEMBER_CENTRE_PARAM);
  return value === null ? null : isMemberPage(value) ? value : DEFAULT_MEMBER_PAGE;
}

export function useMemberCentre(): MemberCentre {
  const gate = useAuthGate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const page = memberPageIn(search);
  const task = useMemo(() => memberTaskIn(search), [search]);

  const show = useCallback(
    (next: MemberPage | null, nextTask?: MemberTask) => {
      // Read the address at call time: a login in between may have moved the visitor.
      const current = window.location;
      const alreadyOpen = new URLSearchParams(current.search).has(MEMBER_CENTRE_PARAM);
      navigate(
        {
          pathname: current.pathname,
          search: searchWith(current.search, next, nextTask),
          hash: current.hash,
        },
        { replace: alreadyOpen },
      );
    },
    [navigate],
  );

  const open = useCallback(
    (next: MemberPage = DEFAULT_MEMBER_PAGE, nextTask?: MemberTask) => {
      // After a login the panel itself turns a demo account away from real-money pages.
      if (!gate.loggedIn) gate.requireLogin(() => show(next, nextTask), { resume: true });
      else if (REAL_ACCOUNT_PAGES.has(next)) gate.requireRealAccount(() => show(next, nextTask));
      else show(next, nextTask);
    },
    [gate, show],
  );
  const close = useCallback(() => show(null), [show]);
  return { page, task, open, close };
}
