import { actionError } from '../../instant/shared/errors.ts';
import {
  TIEN_LEN_ACE,
  TIEN_LEN_TWO,
  tienLenCardOf,
  tienLenCardStrength,
  tienLenRankOf,
} from './tien-len-cards.ts';
import { type TienLenCombo, tienLenBeats, tienLenClassify } from './tien-len-combos.ts';
import { type TienLenMove, type TienLenState, tienLenRequiredCard } from './tien-len-hand.ts';

/** With this many cards or fewer the bot spends its 2s and breaks its quads to get out. */
const FEW_CARDS = 5;

/**
 * Every combination a hand can make, as sorted strengths, with duplicates that play alike left out: every
 * single, pair, triple and quad; for each straight and each run of pairs, one per choice of its top card (or
 * top pair), the lower ranks taking their lowest cards (only the top card decides what a play beats, and the
 * lowest cards include 3♠ for the first play).
 */
function combinationsOf(hand: readonly number[]): number[][] {
  const byValue: number[][] = Array.from({ length: 13 }, () => []);
  for (const strength of hand) byValue[tienLenRankOf(strength)]!.push(strength);
  const out: number[][] = [];
  for (const cards of byValue) {
    for (const size of [1, 2, 3, 4]) out.push(...subsets(cards, size));
  }
  for (let low = 0; low <= TIEN_LEN_ACE; low++) {
    const lows: number[] = [];
    for (let high = low; high <= TIEN_LEN_ACE && (byValue[high] as number[]).length > 0; high++) {
      if (high - low >= 2) for (const top of byValue[high] as number[]) out.push([...lows, top]);
      lows.push((byValue[high] as number[])[0] as number);
    }
    const lowPairs: number[] = [];
    for (let high = low; high <= TIEN_LEN_ACE && (byValue[high] as number[]).length >= 2; high++) {
      if (high - low >= 2)
        for (const pair of subsets(byValue[high] as number[], 2)) out.push([...lowPairs, ...pair]);
      lowPairs.push(...(byValue[high] as number[]).slice(0, 2));
    }
  }
  return out;
}

function subsets(cards: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let i = 0; i + size <= cards.length; i++)
    for (const rest of subsets(cards.slice(i + 1), size - 1)) out.push([cards[i] as number, ...rest]);
  return out;
}

interface Candidate {
  combo: TienLenCombo;
  strengths: number[];
}

function legalCandidates(state: TienLenState, seat: number): Candidate[] {
  if (state.over || state.turn !== seat) return [];
  const hand = (state.hands[seat] as string[]).map(tienLenCardStrength);
  const required = tienLenRequiredCard(state);
  const needed = required === null ? -1 : tienLenCardStrength(required);
  const trick = state.trick;
  const out: Candidate[] = [];
  for (const strengths of combinationsOf(hand)) {
    if (needed >= 0 && !strengths.includes(needed)) continue;
    const combo = tienLenClassify(strengths.map(tienLenCardOf)) as TienLenCombo;
    if (trick && !tienLenBeats(combo, trick.combo)) continue;
    out.push({ combo, strengths });
  }
  return out;
}

/**
 * Every legal play (not a pass) for `seat` now, each sorted low to high: every single, pair, triple and quad
 * that may be played, and every straight and run of pairs by its top card (lower ranks use their lowest
 * cards). Empty when it is not the seat's turn.
 */
export function tienLenLegalPlays(state: TienLenState, seat: number): string[][] {
  return legalCandidates(state, seat).map((candidate) => candidate.combo.cards);
}

const isBomb = (combo: TienLenCombo) => combo.kind === 'quad' || combo.kind === 'pairRun';
const topOf = (candidate: Candidate) => candidate.strengths[candidate.strengths.length - 1] as number;

/** Breaks a quad (plays part of one) or spends a 2. */
function costly(candidate: Candidate, counts: readonly number[]): boolean {
  const played = new Array<number>(13).fill(0);
  for (const strength of candidate.strengths) played[tienLenRankOf(strength)]! += 1;
  return played.some((n, value) => n > 0 && (value === TIEN_LEN_TWO || (counts[value] === 4 && n < 4)));
}

/** The candidate with the lowest top card. */
function lowest(candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const candidate of candidates) if (!best || topOf(candidate) < topOf(best)) best = candidate;
  return best;
}

/**
 * The timeout and house-bot move, always legal. Going out in one play when it can. Leading: the combination
 * (single, pair, triple or straight, no bombs) that holds its lowest card outside quads and 2s (the required
 * card on the first play) and sheds the most cards, the lowest top on a tie. Following: a bomb on a 2, a pair
 * of 2s or a cut (the lowest); else the lowest play of the trick's kind that spends no 2 and breaks no quad;
 * with five cards or fewer, the lowest play of any kind; otherwise a pass.
 */
export function tienLenAutoMove(state: TienLenState, seat: number): TienLenMove {
  if (state.over || state.turn !== seat) actionError(`tien-len: it is not seat ${seat}'s turn`);
  const hand = (state.hands[seat] as string[]).map(tienLenCardStrength);
  const candidates = legalCandidates(state, seat);
  const play = (candidate: Candidate): TienLenMove => ({ kind: 'play', cards: candidate.combo.cards });
  const out = candidates.find((candidate) => candidate.strengths.length === hand.length);
  if (out) return play(out);
  const counts = new Array<number>(13).fill(0);
  for (const strength of hand) counts[tienLenRankOf(strength)]! += 1;
  const trick = state.trick;
  if (!trick) {
    const required = tienLenRequiredCard(state);
    const free = hand.find((s) => tienLenRankOf(s) !== TIEN_LEN_TWO && counts[tienLenRankOf(s)] !== 4);
    const low = required !== null ? tienLenCardStrength(required) : (free ?? (hand[0] as number));
    let best: Candidate | undefined;
    for (const candidate of candidates) {
      if (isBomb(candidate.combo) || !candidate.strengths.includes(low)) continue;
      const size = candidate.strengths.length;
      const bestSize = best ? best.strengths.length : 0;
      if (!best || size > bestSize || (size === bestSize && topOf(candidate) < topOf(best))) best = candidate;
    }
    // the single lowest card is always a candidate, so best is set
    return play(best ?? (candidates[0] as Candidate));
  }
  const current = trick.combo;
  const onTwos =
    tienLenRankOf(tienLenCardStrength(current.top)) === TIEN_LEN_TWO && current.kind !== 'triple';
  if (onTwos || trick.cutUnits !== undefined) {
    const bomb = lowest(candidates.filter((candidate) => isBomb(candidate.combo)));
    if (bomb) return play(bomb);
  }
  const sameKind = candidates.filter((candidate) => candidate.combo.kind === current.kind);
  const cheap = lowest(sameKind.filter((candidate) => !costly(candidate, counts)));
  if (cheap) return play(cheap);
  if (hand.length <= FEW_CARDS) {
    const any = lowest(sameKind) ?? lowest(candidates);
    if (any) return play(any);
  }
  return { kind: 'pass' };
}
