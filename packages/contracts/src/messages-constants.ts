/**
 * The inbox's paths and limits. No zod here: the site's shell (the side menu's unread count) imports these values,
 * and zod must stay out of its bundle.
 */

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
