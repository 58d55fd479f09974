import { BONUS_SOURCES, type BonusSource } from '@app/contracts';

function isBonusSource(source: string): source is BonusSource {
  return (BONUS_SOURCES as readonly string[]).includes(source);
}

/** The text key of a known bonus source (wallet.json `bonus.sources`), one per BONUS_SOURCES entry. */
export type BonusSourceKey = `bonus.sources.${BonusSource}`;

/**
 * Where a bonus came from, in the page's language: the label of a source the site knows (the registration gift, a
 * cashback claim, a points-mall reward), else the code as the operator wrote it (a promotion's), else nothing.
 */
export function bonusSourceLabel(source: string | null, label: (key: BonusSourceKey) => string): string {
  if (!source) return '';
  return isBonusSource(source) ? label(`bonus.sources.${source}`) : source;
}
