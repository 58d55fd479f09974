import type { Language } from '@app/contracts';
import type { Executor } from '../../../db/database.ts';

/**
 * Keeps the site language a member chose (spec §7 update language), so their next login, on any device, starts in
 * it (member info's `language`). Writing the members row also drops the member's cached info (table writes).
 */
export async function saveMemberLanguage(db: Executor, memberId: bigint, language: Language): Promise<void> {
  await db
    .updateTable('members')
    .set({ language })
    .where('id', '=', memberId)
    .where('language', 'is distinct from', language)
    .execute();
}
