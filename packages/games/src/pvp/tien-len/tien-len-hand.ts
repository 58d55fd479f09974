import type { RandomSource } from '../../fair/index.ts';
import { actionError, configError } from '../../instant/shared/errors.ts';
import { cardCode, dealCards } from '../../tables/cards/index.ts';
import {
  TIEN_LEN_ACE,
  TIEN_LEN_TWO,
  tienLenCardStrength,
  tienLenRankOf,
  tienLenSortCards,
} from './tien-len-cards.ts';
import {
  type TienLenCombo,
  type TienLenCutWhat,
  tienLenBeats,
  tienLenClassify,
  tienLenCutOf,
} from './tien-len-combos.ts';

export const TIEN_LEN_HAND_SIZE = 13;

export type TienLenMove = { kind: 'play'; cards: string[] } | { kind: 'pass' };

/** A chặt: `victim` pays `by` `units` bets at settlement. */
export interface TienLenCut {
  by: number;
  victim: number;
  what: TienLenCutWhat;
  units: number;
}

/**
 * What must be beaten, played by `by`. `cutUnits` is set only when that play was itself a chặt (worth that
 * many units), so a play over it is a cut of a cut.
 */
export interface TienLenTrick {
  combo: TienLenCombo;
  by: number;
  cutUnits?: number;
}

/** Tới trắng: a deal that wins the hand before any play. */
export type TienLenInstantWinKind = 'fourTwos' | 'dragon' | 'sixPairs' | 'fivePairRun' | 'fourThrees';

/** One hand, plain JSON (no money in it). */
export interface TienLenState {
  /** 2 … 4 seats, numbered 0 … players − 1; play goes seat i → i + 1 (mod players). */
  players: number;
  /** Card codes per seat, sorted low to high in tiến lên order. */
  hands: string[][];
  /** The seat to move, null when the hand is over. */
  turn: number | null;
  /** What must be beaten; null when the seat to move leads a fresh trick. */
  trick: TienLenTrick | null;
  /** Seats that passed in this trick (out of it until it is won). */
  passed: boolean[];
  /** Seats in finishing order (only the winner after an instant win). */
  finished: number[];
  /** The first play must include the lowest card dealt (3♠ when it is dealt). */
  firstHand: boolean;
  moves: number;
  cuts: TienLenCut[];
  instantWin: { seat: number; kind: TienLenInstantWinKind } | null;
  over: boolean;
}

/**
 * A hand's deal: dealCards(source, 1, 13 × players), seat s getting cards 13s … 13s + 12, each hand sorted.
 * With fewer than four players the rest of the deck is not dealt.
 */
export function dealTienLen(source: RandomSource, players: number): string[][] {
  checkPlayers(players);
  const cards = dealCards(source, 1, TIEN_LEN_HAND_SIZE * players).map(cardCode);
  return Array.from({ length: players }, (_, seat) =>
    tienLenSortCards(cards.slice(TIEN_LEN_HAND_SIZE * seat, TIEN_LEN_HAND_SIZE * (seat + 1))),
  );
}

function checkPlayers(players: number): void {
  if (!Number.isInteger(players) || players < 2 || players > 4)
    configError(`tien-len: 2 to 4 players, not ${players}`);
}

/**
 * The instant win (tới trắng) a 13-card hand holds, or null: four 2s; a dragon (3 through A, twelve ranks);
 * five consecutive pairs (no 2s); six pairs (a triple holds one pair, a quad two); four 3s on the first hand.
 */
export function tienLenInstantWin(hand: readonly string[], firstHand: boolean): TienLenInstantWinKind | null {
  const counts = new Array<number>(13).fill(0);
  for (const code of hand) {
    const strength = tienLenCardStrength(code);
    if (strength >= 0) counts[tienLenRankOf(strength)]! += 1;
  }
  if (counts[TIEN_LEN_TWO] === 4) return 'fourTwos';
  if (counts.slice(0, TIEN_LEN_ACE + 1).every((count) => count > 0)) return 'dragon';
  let run = 0;
  for (let value = 0; value <= TIEN_LEN_ACE; value++) {
    run = (counts[value] as number) >= 2 ? run + 1 : 0;
    if (run === 5) return 'fivePairRun';
  }
  if (counts.reduce((pairs, count) => pairs + (count >> 1), 0) >= 6) return 'sixPairs';
  if (firstHand && counts[0] === 4) return 'fourThrees';
  return null;
}

/**
 * Starts a hand from a deal. The first hand of a room (no `leader`): whoever holds the lowest card dealt (3♠
 * when it is dealt) leads, and that first play must include it. A later hand: `leader` (the previous winner)
 * leads anything. `firstHand` defaults to "no leader given"; `{ firstHand: false }` with no leader lets the
 * holder of the lowest card lead freely (for a room whose last winner left). Instant wins are checked seat by
 * seat in play order from the leader; the first found ends the hand at once.
 */
export function startTienLenHand(
  hands: readonly (readonly string[])[],
  options: { leader?: number; firstHand?: boolean } = {},
): TienLenState {
  if (!Array.isArray(hands)) configError('tien-len: the deal is one array of card codes per seat');
  const players = hands.length;
  checkPlayers(players);
  const seen = new Set<string>();
  for (const hand of hands) {
    if (!Array.isArray(hand) || hand.length !== TIEN_LEN_HAND_SIZE)
      configError(`tien-len: every seat is dealt ${TIEN_LEN_HAND_SIZE} cards`);
    for (const code of hand) {
      if (typeof code !== 'string' || tienLenCardStrength(code) < 0 || seen.has(code))
        configError(`tien-len: the deal holds an unknown or repeated card: ${String(code)}`);
      seen.add(code);
    }
  }
  const { leader } = options;
  const firstHand = options.firstHand ?? leader === undefined;
  if (leader !== undefined) {
    if (firstHand)
      configError('tien-len: the first hand is led by the holder of the lowest card, not a chosen seat');
    if (!Number.isInteger(leader) || leader < 0 || leader >= players)
      configError(`tien-len: the leader is a seat 0 … ${players - 1}`);
  }
  const sorted = hands.map(tienLenSortCards);
  const lead = leader ?? holderOf(sorted, lowestCard(sorted));
  for (let i = 0; i < players; i++) {
    const seat = (lead + i) % players;
    const kind = tienLenInstantWin(sorted[seat] as string[], firstHand);
    if (kind) {
      return {
        players,
        hands: sorted,
        turn: null,
        trick: null,
        passed: new Array<boolean>(players).fill(false),
        finished: [seat],
        firstHand,
        moves: 0,
        cuts: [],
        instantWin: { seat, kind },
        over: true,
      };
    }
  }
  return {
    players,
    hands: sorted,
    turn: lead,
    trick: null,
    passed: new Array<boolean>(players).fill(false),
    finished: [],
    firstHand,
    moves: 0,
    cuts: [],
    instantWin: null,
    over: false,
  };
}

/** The lowest card among the hands (3♠ when it is dealt). */
function lowestCard(hands: readonly (readonly string[])[]): string {
  let best = '';
  let bestStrength = Number.POSITIVE_INFINITY;
  for (const hand of hands) {
    for (const code of hand) {
      const strength = tienLenCardStrength(code);
      if (strength < bestStrength) {
        best = code;
        bestStrength = strength;
      }
    }
  }
  return best;
}

function holderOf(hands: readonly (readonly string[])[], code: string): number {
  return hands.findIndex((hand) => hand.includes(code));
}

/** The card the next play must include (the first play of a first hand), or null. */
export function tienLenRequiredCard(state: TienLenState): string | null {
  return state.firstHand && state.moves === 0 && !state.over ? lowestCard(state.hands) : null;
}

/**
 * Plays one move for `seat` and returns the new state (the input is never changed). Refuses, with
 * `invalid_game_action`: a move when the hand is over or it is not the seat's turn, a malformed move, cards
 * not in the seat's hand or repeated, cards that are no combination, a play that does not beat the trick, a
 * pass by the trick's leader, and a first play of the room without its lowest card (3♠).
 */
export function applyTienLenMove(state: TienLenState, seat: number, move: TienLenMove): TienLenState {
  if (state.over) actionError('tien-len: the hand is over');
  if (seat !== state.turn) actionError(`tien-len: it is seat ${state.turn}'s turn, not seat ${seat}'s`);
  if (typeof move !== 'object' || move === null)
    actionError('tien-len: a move is { kind: "play", cards } or { kind: "pass" }');
  if (move.kind === 'pass') {
    if (!state.trick) actionError('tien-len: the leader of a trick must play, not pass');
    return afterPass(state, seat, state.trick);
  }
  if (move.kind !== 'play' || !Array.isArray(move.cards) || move.cards.length === 0)
    actionError('tien-len: a move is { kind: "play", cards } with at least one card, or { kind: "pass" }');
  const hand = state.hands[seat] as string[];
  const cards = move.cards;
  if (new Set(cards).size !== cards.length) actionError('tien-len: the play names a card twice');
  for (const code of cards) {
    if (typeof code !== 'string' || !hand.includes(code))
      actionError(`tien-len: ${String(code)} is not in seat ${seat}'s hand`);
  }
  const combo = tienLenClassify(cards);
  if (!combo) actionError(`tien-len: ${cards.join(' ')} is not a combination`);
  const required = tienLenRequiredCard(state);
  if (required !== null && !cards.includes(required))
    actionError(`tien-len: the first play of the room must include ${required}`);
  const trick = state.trick;
  if (trick && !tienLenBeats(combo, trick.combo))
    actionError(`tien-len: ${combo.cards.join(' ')} does not beat ${trick.combo.cards.join(' ')}`);
  return afterPlay(state, seat, combo);
}

function afterPlay(state: TienLenState, seat: number, combo: TienLenCombo): TienLenState {
  const played = new Set(combo.cards);
  const hands = state.hands.map((hand, s) =>
    s === seat ? hand.filter((code) => !played.has(code)) : [...hand],
  );
  const trick = state.trick;
  const cut = trick ? tienLenCutOf(combo, trick.combo, trick.cutUnits) : null;
  const cuts = state.cuts.map((c) => ({ ...c }));
  if (cut && trick) cuts.push({ by: seat, victim: trick.by, what: cut.what, units: cut.units });
  const finished = [...state.finished];
  if ((hands[seat] as string[]).length === 0) finished.push(seat);
  const next: TienLenState = {
    ...state,
    hands,
    trick: cut ? { combo, by: seat, cutUnits: cut.units } : { combo, by: seat },
    passed: [...state.passed],
    finished,
    moves: state.moves + 1,
    cuts,
  };
  const holding = seatsHolding(hands);
  if (holding.length <= 1) {
    if (holding.length === 1) finished.push(holding[0] as number);
    return { ...next, turn: null, trick: null, passed: next.passed.fill(false), over: true };
  }
  const turn = nextSeat(next, seat, (s) => s !== seat && !next.passed[s]);
  return turn === null ? wonBy(next, seat) : { ...next, turn };
}

function afterPass(state: TienLenState, seat: number, trick: TienLenTrick): TienLenState {
  const passed = [...state.passed];
  passed[seat] = true;
  const next: TienLenState = {
    ...state,
    hands: state.hands.map((hand) => [...hand]),
    trick: { ...trick },
    passed,
    finished: [...state.finished],
    moves: state.moves + 1,
    cuts: state.cuts.map((c) => ({ ...c })),
  };
  const turn = nextSeat(next, seat, (s) => s !== trick.by && !passed[s]);
  return turn === null ? wonBy(next, trick.by) : { ...next, turn };
}

/**
 * Everyone else passed: `winner` leads a fresh trick, or the next seat still holding cards if they went out.
 */
function wonBy(state: TienLenState, winner: number): TienLenState {
  const lead =
    (state.hands[winner] as string[]).length > 0 ? winner : (nextSeat(state, winner, () => true) as number);
  return { ...state, trick: null, passed: state.passed.fill(false), turn: lead };
}

/** The first seat after `from` (in play order) that still holds cards and passes `ok`, or null. */
function nextSeat(state: TienLenState, from: number, ok: (seat: number) => boolean): number | null {
  for (let i = 1; i <= state.players; i++) {
    const seat = (from + i) % state.players;
    if ((state.hands[seat] as string[]).length > 0 && ok(seat)) return seat;
  }
  return null;
}

function seatsHolding(hands: readonly (readonly string[])[]): number[] {
  const seats: number[] = [];
  hands.forEach((hand, seat) => {
    if (hand.length > 0) seats.push(seat);
  });
  return seats;
}
