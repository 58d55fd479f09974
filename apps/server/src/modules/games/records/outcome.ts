import { type BetOutcome, betOutcome } from '@app/contracts';

/**
 * What the betting record shows of a round, read from the detail a provider stored (`game_rounds.detail`). The
 * studio stores `{ family, model, fair: { seedId, serverSeedHash, clientSeed, nonce }, outcome, bet?, moves? }`
 * with money as strings (docs/games/instant.md, slots.md); other providers store what they like, so every
 * field is checked and anything unexpected shows nothing rather than something wrong.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const card = (value: unknown) => (isObject(value) ? { rank: value.rank, suit: value.suit } : value);

/** The cards of a hi-lo round in the order dealt: the first face-up card, then each step's new card. */
function dealtCards(outcome: Json): unknown[] {
  const steps = Array.isArray(outcome.steps) ? outcome.steps.filter(isObject) : [];
  const first = steps[0]?.from ?? outcome.card;
  return [first, ...steps.map((s) => s.to)].map(card);
}

function candidate(family: unknown, outcome: Json): unknown {
  switch (family) {
    case 'slots':
      return {
        kind: 'slots',
        freeSpins:
          outcome.freeSpinsAwarded ?? (Array.isArray(outcome.freeSpins) ? outcome.freeSpins.length : 0),
        totalWin: outcome.totalWin,
      };
    case 'dice-mini':
      return { kind: 'dice', dice: outcome.dice };
    case 'bau-cua':
      return { kind: 'faces', faces: outcome.dice };
    case 'xoc-dia':
      return { kind: 'coins', coins: outcome.coins };
    case 'hilo':
      return { kind: 'cards', cards: dealtCards(outcome) };

    default:
      return null;
  }
}

/** The outcome summary of a round's detail: slots, dice, bầu cua faces, xóc đĩa coins or cards; else null. */
export function outcomeSummary(detail: unknown): BetOutcome | null {
  // a lottery round keeps its draw and lines at the top of its detail (modules/lottery settle.ts)
  if (isObject(detail) && detail.family === 'lottery') {
    const parsed = betOutcome.safeParse({ ...detail, kind: 'lottery' });
    return parsed.success ? parsed.data : null;
  }
  if (!isObject(detail) || !isObject(detail.outcome)) return null;
  const parsed = betOutcome.safeParse(candidate(detail.family, detail.outcome));
  return parsed.success ? parsed.data : null;
}

export type FairData = { serverSeedHash: string; clientSeed: string; nonce: number };

/** The round's provably fair data, when the detail holds a well-formed set. */
export function fairData(detail: unknown): FairData | null {
  if (!isObject(detail) || !isObject(detail.fair)) return null;
  const { serverSeedHash, clientSeed, nonce } = detail.fair;
  if (typeof serverSeedHash !== 'string' || typeof clientSeed !== 'string') return null;
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) return null;
  return { serverSeedHash, clientSeed, nonce };
}
