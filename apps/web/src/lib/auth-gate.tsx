import { createContext, useContext } from 'react';

/**
 * What shared components and features may know about the visitor's session, without importing the
 * session feature: whether someone is logged in, their rank, whether the account is a demo one, and
 * the account actions other parts start (a login before a protected action, a password change, the
 * logout question). features/session provides the real value.
 */
export type AuthGate = {
  /** False until the first member-info answer says who is there. */
  known: boolean;
  loggedIn: boolean;
  rankLevel: number | null;
  /** A free-play (type 4) account: no real-money features (spec §6). */
  isDemo: boolean;
  /**
   * Logged out: opens the login popup (and with `resume`, runs `onAllowed` once the login finishes).
   * Logged in: runs `onAllowed` when given.
   */
  requireLogin: (onAllowed?: () => void, options?: { resume?: boolean }) => void;
  /** Real-money actions (spec §4): logged out → login popup; demo → the need-a-real-account warning; else runs. */
  requireRealAccount: (onAllowed?: () => void) => void;
  openChangePassword: () => void;
  openLogout: () => void;
};

const loggedOut: AuthGate = {
  known: false,
  loggedIn: false,
  rankLevel: null,
  isDemo: false,
  requireLogin: () => {},
  requireRealAccount: () => {},
  openChangePassword: () => {},
  openLogout: () => {},
};

const AuthGateContext = createContext<AuthGate>(loggedOut);

export const AuthGateProvider = AuthGateContext.Provider;

export function useAuthGate(): AuthGate {
  return useContext(AuthGateContext);
}
