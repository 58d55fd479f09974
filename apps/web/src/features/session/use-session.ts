/** The visitor's session as the site sees it. */
export type Session =
  | { status: 'loggedOut' }
  | { status: 'loggedIn'; username: string; rankLabel: string; rankLevel: number };

const LOGGED_OUT: Session = { status: 'loggedOut' };

/**
 * The current session. Accounts (login, registration, member info) are not open yet, so
 * nobody can be logged in and this answers "logged out"; the guard, the header and the
 * side menu already branch on it.
 */
export function useSession(): Session {
  return LOGGED_OUT;
}
