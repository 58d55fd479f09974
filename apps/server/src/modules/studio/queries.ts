import type { StudioRound } from '@app/contracts';
import { findProviderRound, type ProviderRound } from '../games/index.ts';

export const findRound = findProviderRound;

type Fair = { serverSeedHash: string; clientSeed: string; nonce: number };

/** A studio round as the game client reads it. */
export function studioRoundOf(round: ProviderRound): StudioRound {
  const detail = round.detail ?? {};
  const fair = (detail.fair ?? { serverSeedHash: '', clientSeed: '', nonce: 0 }) as Fair;
  return {
    roundId: String(round.id),
    status: round.status,
    stake: String(round.stake),
    win: String(round.win),
    balance: String(round.balanceAfter ?? 0n),
    outcome: (detail.outcome ?? {}) as Record<string, unknown>,
    fair: { serverSeedHash: fair.serverSeedHash, clientSeed: fair.clientSeed, nonce: fair.nonce },
    nextNonce: fair.nonce + 1,
  };
}
