/**
 * "Remember me" (spec §9: remember-me cookies last 1 day): the account name of a login made with the box ticked is
 * kept in a cookie for one day and fills the login forms until then. Only the name: a password never goes into
 * storage a script can read. Unticking the box, or logging in without it, forgets the name.
 */
export const REMEMBER_COOKIE = 'hb_remember_account';
/** Spec §9: one day. */
export const REMEMBER_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The longest account name a login accepts (`loginBody`); anything longer in the cookie is not ours. */
const MAX_ACCOUNT_LENGTH = 64;

/** The `document.cookie` assignment that remembers an account name for a day. */
export function rememberCookie(account: string, secure: boolean): string {
  const value = encodeURIComponent(account.trim());
  return `${REMEMBER_COOKIE}=${value}; Max-Age=${REMEMBER_MAX_AGE_SECONDS}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The `document.cookie` assignment that forgets it. */
export function forgetCookie(secure: boolean): string {
  return `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The account name remembered in a `document.cookie` string, or null (none, expired, or not a usable name). */
export function rememberedAccountIn(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REMEMBER_COOKIE) continue;
    let account: string;
    try {
      account = decodeURIComponent(rest.join('=')).trim();
    } catch {
      return null;
    }
    return account && account.length <= MAX_ACCOUNT_LENGTH ? account : null;
  }
  return null;
}

const secure = () => window.location.protocol === 'https:';

/** The account name remembered in this browser, or null. */
export function rememberedAccount(): string | null {
  return typeof document === 'undefined' ? null : rememberedAccountIn(document.cookie);
}

/** After a login with the password: remember its account name for a day, or forget any remembered one. */
export function keepRememberedAccount(account: string, remember: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = remember && account.trim() ? rememberCookie(account, secure()) : forgetCookie(secure());
}
