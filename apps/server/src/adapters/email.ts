import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type DeliveryContext, writeOutbox } from './outbox.ts';

/** Sends a plain-text e-mail. */
export interface EmailSender {
  send(to: string, subject: string, text: string, context?: DeliveryContext): Promise<void>;
}

export type EmailProvider = 'outbox';

/** The local sender: writes the e-mail to the dev outbox instead of an SMTP server. */
export function outboxEmailSender(db: Kysely<Database> | Transaction<Database>): EmailSender {
  return {
    send: (to, subject, text, context) =>
      writeOutbox(db, { channel: 'email', to, subject, body: text }, context),
  };
}

/**
 * The sender for the configured provider (config EMAIL_PROVIDER). A real service (SMTP through nodemailer,
 * Amazon SES, SendGrid…) plugs in here: add its name to EMAIL_PROVIDER's enum in config.ts, its credentials
 * as config, and return an `EmailSender` whose `send` delivers the message and throws on failure.
 */
export function createEmailSender(provider: EmailProvider, db: Kysely<Database>): EmailSender {
  switch (provider) {
    case 'outbox':
      return outboxEmailSender(db);
  }
}
