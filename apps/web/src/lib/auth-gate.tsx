import { createContext, useContext } from 'react';

/**
 * What shared components and features may know about the visitor's session, without
 * importing the session feature: whether someone is logged in, their rank, and a way to
 * ask for a login before a protected action. features/session provides the real value.
 */
export type AuthGate = {
  loggedIn: boolean;
  rankLevel: number | null;
  /** Logged out: opens the login popup. Logged in: runs `onAllowed` when given. */
  requireLogin: (onAllowed?: () => void) => void;
};

const loggedOut: AuthGate = { loggedIn: false, rankLevel: null, requireLogin: () => {} };

const AuthGateContext = createContext<AuthGate>(loggedOut);

export const AuthGateProvider = AuthGateContext.Provider;

export function useAuthGate(): AuthGate {
  return useContext(AuthGateContext);
}
