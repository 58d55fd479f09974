import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type DeliveryContext, writeOutbox } from './outbox.ts';

/** Sends a text message. `to` is the full international number without "+", e.g. "84912345678". */
export interface SmsSender {
  send(to: string, text: string, context?: DeliveryContext): Promise<void>;
}

export type SmsProvider = 'outbox';

/** The local sender: writes the message to the dev outbox instead of a phone network. */
export function outboxSmsSender(db: Kysely<Database> | Transaction<Database>): SmsSender {
  return {
    send: (to, text, context) => writeOutbox(db, { channel: 'sms', to, subject: null, body: text }, context),
  };
}

/**
 * The sender for the configured provider (config SMS_PROVIDER). A real gateway (Twilio, Vonage, a local
 * Vietnamese SMS brand-name provider…) plugs in here: add its name to SMS_PROVIDER's enum in config.ts, its
 * credentials as config, and return an `SmsSender` whose `send` calls the provider's HTTP API and throws on
 * failure (the caller turns a throw into `system_error`; the code stays stored, so a retry resends).
 */
export function createSmsSender(provider: SmsProvider, db: Kysely<Database>): SmsSender {
  switch (provider) {
    case 'outbox':
      return outboxSmsSender(db);
  }
}
