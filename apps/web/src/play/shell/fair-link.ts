import type { RotatedSeed } from '@app/contracts';

/** The site's verification page for a seed pair that has ended: it replays rounds 0 … rounds − 1. */
export function fairLink(gameCode: string, revealed: RotatedSeed['revealed']): string {
  const query = new URLSearchParams({
    game: gameCode,
    serverSeed: revealed.serverSeed,
    serverSeedHash: revealed.serverSeedHash,
    clientSeed: revealed.clientSeed,
    rounds: String(revealed.rounds),
  });
  return `/fair?${query.toString()}`;
}
