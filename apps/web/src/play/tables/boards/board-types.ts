import type { TableBet } from '@app/contracts';
import type { BauCuaFace } from '@app/games';
import type { Translate } from '../../i18n/texts';
import type { PlayLanguage } from '../../launch-params';
import type { TableKey } from '../table-texts';

/** A bet as the wire names it, without its stake: `{ type, selection? }`. */
export type SpotBet = Omit<TableBet, 'stake'>;

/** A small picture on a spot or a road badge. */
export type Art =
  | { kind: 'face'; face: BauCuaFace }
  | { kind: 'dice'; values: readonly number[] }
  | { kind: 'coins'; coins: readonly ('red' | 'white')[] };

/** Where a roulette spot sits, in the phone's upright layout (rows down, 4 columns); a wide screen lays it on its side. */
export type Cell = { row: number; col: number; rowSpan?: number; colSpan?: number };

/** One place on the layout a player puts chips on. */
export type Spot<O> = {
  /** `keyOf(bet)`: what the player's confirmed bets are matched back to. */
  key: string;
  bet: SpotBet;
  label: string;
  /** A second line (a range, a note). */
  sub?: string;
  /** What a win pays: "1:1", "0,95:1". */
  odds: string;
  /** The bet in words, for the accessible name. */
  name: string;
  art?: Art;
  /** A colour of the layout: red, black, green, blue, gold. */
  tone?: string;
  /** The stake sent is the amount on the spot × this (niu-niu's double holds five bets). */
  hold?: number;
  cell?: Cell;
  /** Takes a whole row of its grid on a phone (a lone last spot). */
  fill?: boolean;
  /** Does the drawn outcome pay this spot more than its stake back (the spot is lit)? */
  wins: (outcome: O) => boolean;
};

export type Section<O> = {
  id: string;
  title?: string;
  /** Folded away under its title until opened (the long lists of rarer bets). */
  fold?: boolean;
  /** `grid`: `columns` across on a phone, `wideColumns` on a wide screen; `roulette`: the cells of the spots. */
  layout: 'grid' | 'roulette';
  columns?: number;
  wideColumns?: number;
  spots: Spot<O>[];
};

/** A result on the road: a short text on a colour, or pictures. */
export type Badge = { text: string; tone: string; label: string; art?: Art[] };

export type BoardContext = { x: Translate<TableKey>; lang: PlayLanguage };

/** A table game's layout, its road badge and how long its reveal animation plays. */
export type FamilyBoard<O> = {
  sections: (context: BoardContext) => Section<O>[];
  badge: (outcome: O, context: BoardContext) => Badge;
  /** Bets one confirmation may carry: the engine's limit per placement, and the API's 30. */
  maxBets: number;
  /** After betting closes, the winning spots light up once the reveal animation has played this long. */
  revealMs: number;
};

/** The key a bet is known by on the board: `big`, `total:10`, `straight:17`, `kwok:1-2`. */
export function keyOf(bet: SpotBet): string {
  const { type, selection } = bet;
  if (selection === undefined) return type;
  return `${type}:${Array.isArray(selection) ? selection.join('-') : selection}`;
}

/** A spot with its key filled in from its bet. */
export function spot<O>(fields: Omit<Spot<O>, 'key'>): Spot<O> {
  return { ...fields, key: keyOf(fields.bet) };
}

/** What a win pays for one staked, from a return multiplier in hundredths (stake included): 195 → "0,95:1". */
export function odds(multiplierX100: number, lang: PlayLanguage): string {
  const profit = multiplierX100 - 100;
  const whole = Math.floor(profit / 100);
  const cents = profit % 100;
  if (cents === 0) return `${whole}:1`;
  const decimals = String(cents).padStart(2, '0').replace(/0$/, '');
  return `${whole}${lang === 'en' ? '.' : ','}${decimals}:1`;
}

/** The API takes at most 30 bets in one placement. */
export const API_MAX_BETS = 30;
