import { z } from 'zod';
import { paged, pageQuery } from './envelope.ts';

/** The member's inbox (spec §2.5 platform information, messageV2; §7 unread message count). */
export const MESSAGES_API = {
  list: '/api/messages',
  unread: '/api/messages/unread',
  read: (id: string) => `/api/messages/${id}/read`,
  readAll: '/api/messages/read-all',
} as const;

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 4_000;
export const MESSAGES_PAGE_SIZE = 10;

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
