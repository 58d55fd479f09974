import { FISH_PPM, type FishConfig } from './fish-config.ts';
import { fishCaptureOdds } from './fish-shot.ts';

export interface FishKindRtp {
  kind: string;
  multiplier100: number;
  /** hits / outOf = rtpPpm × 100 / (1,000,000 × multiplier100). */
  captureProbability: number;
  hits: number;
  outOf: number;
  /** captureProbability × multiplier: rtpPpm / 1e6 for every kind. */
  rtp: number;
}

export interface FishRtp {
  rtpPpm: number;
  /** rtpPpm / 1e6: the return of every bullet, whatever it hits and whatever the cannon level. */
  rtp: number;
  houseEdge: number;
  perKind: FishKindRtp[];
}

/**
 * Exact RTP: a bullet on kind k captures with p = rtpPpm × 100 / (1e6 × m100) and then pays m100 / 100
 * times its stake, so it returns p × m100 / 100 = rtpPpm / 1e6 — the same for every kind, so for any mix of
 * targets and cannon levels. `rtp` per kind is computed from the integers (hits × m100 / (outOf × 100)).
 */
export function fishRtp(config: FishConfig): FishRtp {
  const rtp = config.rtpPpm / FISH_PPM;
  return {
    rtpPpm: config.rtpPpm,
    rtp,
    houseEdge: (FISH_PPM - config.rtpPpm) / FISH_PPM,
    perKind: config.kinds.map((kind) => {
      const { hits, outOf } = fishCaptureOdds(config.rtpPpm, kind.multiplier100);
      return {
        kind: kind.id,
        multiplier100: kind.multiplier100,
        captureProbability: hits / outOf,
        hits,
        outOf,
        rtp: (hits * kind.multiplier100) / (outOf * 100),
      };
    }),
  };
}
