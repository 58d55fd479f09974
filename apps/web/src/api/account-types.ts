import type {
  affiliateInfo,
  authenticatorSetup,
  captcha,
  codeSent,
  loginRecord,
  oauthTicket,
  securityOverview,
  sessionRecord,
} from '@app/contracts';
// Types only: the schemas stay on the server side of the bundle (nothing of zod reaches the browser).
import type { z } from 'zod';

/** Answers of the accounts API the contracts define by schema only. */
export type Captcha = z.infer<typeof captcha>;
export type CodeSent = z.infer<typeof codeSent>;
export type AffiliateInfo = z.infer<typeof affiliateInfo>;
export type OauthTicket = z.infer<typeof oauthTicket>;
export type SecurityOverview = z.infer<typeof securityOverview>;
export type AuthenticatorSetup = z.infer<typeof authenticatorSetup>;
export type LoginRecord = z.infer<typeof loginRecord>;
export type SessionRecord = z.infer<typeof sessionRecord>;
