import type { TableWin } from '@app/contracts';
import type { Translate } from '../i18n/texts';
import type { TableKey } from './table-texts';

/** The line under the result: a note from the bets, the player's result, or what to do now. */
export function lineOf({
  note,
  result,
  open,
  placed,
  x,
  format,
}: {
  /** A note of the bets' (by key), or a refusal the server worded (in the player's language). */
  note:
    | { key: TableKey; values?: Record<string, string | number>; tone?: string }
    | { refusal: string }
    | null;
  result: TableWin | null;
  open: boolean;
  placed: bigint;
  x: Translate<TableKey>;
  format: (amount: bigint) => string;
}): { text: string; tone: string } {
  if (note && 'refusal' in note) return { text: note.refusal, tone: 'refused' };
  if (note) return { text: x(note.key, note.values), tone: note.tone ?? '' };
  if (result) {
    const stake = BigInt(result.stake);
    const payout = BigInt(result.payout);
    const ofStake = x('ofStake', { amount: format(stake) });
    if (payout > stake) return { text: `${x('won', { amount: format(payout) })} ${ofStake}`, tone: 'good' };
    if (payout > 0n) return { text: `${x('returned', { amount: format(payout) })} ${ofStake}`, tone: '' };
    return { text: `${x('noWin')} ${ofStake}`, tone: 'bad' };
  }
  if (placed > 0n) return { text: `${x('placed')}: ${format(placed)}`, tone: '' };
  return { text: open ? x('hint') : x('closedHint'), tone: 'muted' };
}
