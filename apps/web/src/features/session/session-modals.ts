import type { LoginResult } from '@app/contracts';
import { createContext, useContext } from 'react';

export type VerifyChallenge = Extract<LoginResult, { status: 'verify' }>;

export type LoginPopupOptions = {
  /** The last attempt (in the header form) asked for a captcha from now on. */
  captchaRequired?: boolean;
  /** The server's message about that attempt. */
  message?: string;
};

export type CompleteOptions = {
  /** Go to / once logged in (free play, password reset by phone, the /login page). */
  home?: boolean;
  /**
   * Show the after-login modal once logged in (spec §4): for a login (username, SMS, its second verification, a
   * third-party identity bound to an existing account), not a registration, free play or password reset.
   */
  afterLoginModal?: boolean;
};

export type SessionModals = {
  openLogin: (options?: LoginPopupOptions) => void;
  openRegister: () => void;
  openForgot: () => void;
  openChangePassword: () => void;
  openLogout: () => void;
  close: () => void;
  /**
   * Finishes a login of any kind (spec §4): a second verification when the server asks for one; else
   * the member is stored and the site turns to the language they chose last (spec §7), a first login is
   * welcomed, a required password change is forced, or the dialogs close (and the after-login modal shows,
   * unless the login was for a protected action, which then runs). Answers whether the visitor is now logged in.
   */
  completeLogin: (result: LoginResult, options?: CompleteOptions) => boolean;
};

const noop = () => {};

export const SessionModalsContext = createContext<SessionModals>({
  openLogin: noop,
  openRegister: noop,
  openForgot: noop,
  openChangePassword: noop,
  openLogout: noop,
  close: noop,
  completeLogin: () => false,
});

/** Opens the account dialogs from anywhere under the session provider. */
export function useSessionModals(): SessionModals {
  return useContext(SessionModalsContext);
}
