import { ACCOUNTS_API, type Language } from '@app/contracts';
import { apiSend } from './client';

/** PUT update language (spec §7): the logged-in member's choice, so their next login, anywhere, starts in it. */
export function saveMemberLanguage(language: Language): Promise<null> {
  return apiSend<null>('PUT', ACCOUNTS_API.language, { language, body: { language } });
}
