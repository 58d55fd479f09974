import { type Config, loadConfig } from '../../config.ts';

/**
 * The accounts settings taken from the configuration once, when the auth plugin is registered (app.ts):
 * the exported helpers (`issueSession`, `sendCode`, `hashPassword`…) take only a database, like the rest of
 * the services, and read their knobs here. Until then they hold the configuration's defaults.
 */
export type AccountsSettings = Pick<
  Config,
  | 'argon2'
  | 'sessionMaxAgeHours'
  | 'sessionIdleMinutes'
  | 'sessionCacheMs'
  | 'cookieSecure'
  | 'passwordMaxAgeDays'
  | 'verificationCodeMinutes'
  | 'publicUrl'
  | 'smsProvider'
  | 'emailProvider'
  | 'devOutbox'
>;

function pick(config: Config): AccountsSettings {
  return {
    argon2: config.argon2,
    sessionMaxAgeHours: config.sessionMaxAgeHours,
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionCacheMs: config.sessionCacheMs,
    cookieSecure: config.cookieSecure,
    passwordMaxAgeDays: config.passwordMaxAgeDays,
    verificationCodeMinutes: config.verificationCodeMinutes,
    publicUrl: config.publicUrl,
    smsProvider: config.smsProvider,
    emailProvider: config.emailProvider,
    devOutbox: config.devOutbox,
  };
}

let current: AccountsSettings = pick(loadConfig({}));

export function configureAccounts(config: Config): void {
  current = pick(config);
}

export function accountsSettings(): AccountsSettings {
  return current;
}
