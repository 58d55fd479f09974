import { createHash } from 'node:crypto';
import { AVATAR_CHOICES, AVATAR_MAX_BYTES } from '@app/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { avatarUrl } from '../session/member-info.ts';

/**
 * Avatars: one of the drawn static choices, or an uploaded png/jpeg. An upload's type is read from its bytes
 * (file-type), never from its name or the browser's content type; the bytes live in `member_avatars` and are
 * served under an address that contains their hash, so the address changes with the picture.
 */

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
type ImageType = keyof typeof EXTENSIONS;

export async function avatarInfo(db: Db, memberId: bigint) {
  const row = await db
    .selectFrom('members')
    .select(['avatar', 'avatar_type'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new AppError('please_login');
  return {
    avatar: row.avatar,
    avatarType: row.avatar_type,
    url: avatarUrl(memberId, row.avatar, row.avatar_type),
    choices: AVATAR_CHOICES.map((avatar) => ({ avatar, url: avatarUrl(memberId, avatar, 'STATIC') })),
  };
}

export async function chooseStaticAvatar(db: Db, memberId: bigint, avatar: (typeof AVATAR_CHOICES)[number]) {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('members')
      .set({ avatar, avatar_type: 'STATIC' })
      .where('id', '=', memberId)
      .execute();
    await tx.deleteFrom('member_avatars').where('member_id', '=', memberId).execute();
  });
  return avatarInfo(db, memberId);
}

/** The image type of the bytes, if they are a png or a jpeg (`avatar_invalid` otherwise). */
export async function detectImageType(bytes: Buffer): Promise<ImageType> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === 'image/png' || found?.mime === 'image/jpeg') return found.mime;
  throw new AppError('avatar_invalid');
}

export async function uploadAvatar(db: Db, memberId: bigint, bytes: Buffer) {
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('upload_too_large');
  if (bytes.length === 0) throw new AppError('avatar_invalid');
  const contentType = await detectImageType(bytes);
  const version = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const avatar = `${version}.${EXTENSIONS[contentType]}`;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('member_avatars')
      .values({ member_id: memberId, version, content_type: contentType, bytes })
      .onConflict((oc) =>
        oc
          .column('member_id')
          .doUpdateSet({ version, content_type: contentType, bytes, updated_at: new Date() }),
      )
      .execute();
    await tx
      .updateTable('members')
      .set({ avatar, avatar_type: 'CUSTOM' })
      .where('id', '=', memberId)
      .execute();
  });
  return avatarInfo(db, memberId);
}

/** The bytes behind a custom avatar address, when `file` is the member's current `<version>.<ext>`. */
export async function avatarImage(db: Db, memberId: bigint, file: string) {
  const match = /^([0-9a-f]{16})\.(png|jpg)$/.exec(file);
  if (!match) return undefined;
  const row = await db
    .selectFrom('member_avatars')
    .select(['content_type', 'bytes'])
    .where('member_id', '=', memberId)
    .where('version', '=', match[1]!)
    .executeTakeFirst();
  if (!row || EXTENSIONS[row.content_type] !== match[2]) return undefined;
  return row;
}
