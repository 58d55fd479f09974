import { z } from 'zod';
import { paged, pageQuery } from './envelope.ts';
import { MESSAGES_PAGE_SIZE } from './messages-constants.ts';

export const messagesQuery = z.object(pageQuery(MESSAGES_PAGE_SIZE));
export const messageParams = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'message_not_found' }),
});

export const memberMessage = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text; line breaks are kept. */
  body: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
  /** To this member alone, or to every member. */
  personal: z.boolean(),
  read: z.boolean(),
});
export type MemberMessage = z.infer<typeof memberMessage>;

/** A page of the inbox, newest first, with the count of messages not read yet (all pages). */
export const messagePage = paged(memberMessage).extend({ unread: z.number().int() });
export type MessagePage = z.infer<typeof messagePage>;
