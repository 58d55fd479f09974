/** Masks for showing a member's contact details back to them: the last three digits, the e-mail's first letter. */

export function maskMobile(mobile: string | null | undefined): string | null {
  if (!mobile) return null;
  const keep = Math.min(3, Math.max(0, mobile.length - 3));
  return '*'.repeat(mobile.length - keep) + mobile.slice(mobile.length - keep);
}

/** A player's nickname as other players see it (winners board, a crash round's players): two characters, then stars. */
export function maskNickname(nickname: string): string {
  const letters = [...nickname];
  return `${letters.slice(0, Math.min(2, Math.max(1, letters.length - 1))).join('')}***`;
}

export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

/**
 * A name compared the way people type it: no Vietnamese diacritics (đ → d), case and extra spaces ignored.
 * "Nguyễn  Văn Đức" and "nguyen van duc" are the same.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
