import type { StudioFamily } from '@app/contracts';
import {
  exactRtp,
  FISH_MODELS,
  fishRtp,
  INSTANT_ENGINES,
  type InstantEngine,
  instantReturns,
  PVP_SETTLEMENT,
  pvpReturnTable,
  SLOT_MODELS,
  type StatedRtp,
  statedRtp,
  tableEngine,
} from '@app/games';
import { lotteryReturns } from './lottery-titles.ts';
import { isPvpGame, PVP_RULES } from './pvp/games.ts';
import { isTableFamily } from './tables/models.ts';

/**
 * The returns a title states (docs/decisions.md, "Stated returns"): `rtp` the lowest any of its bets returns, so no
 * bet returns less, and `rtpMax` the highest when they differ; percent with two decimals. Computed once per model
 * (a slot's exact RTP takes a few tenths of a second).
 */
export function studioRtp(title: { family: StudioFamily; model: string }): StatedRtp {
  const key = `${title.family}:${title.model}`;
  let rtp = stated.get(key);
  if (!rtp) {
    const returns = returnsOf(title);
    rtp = returns.length > 0 ? statedRtp(returns) : { rtp: 0 };
    stated.set(key, rtp);
  }
  return rtp;
}

const stated = new Map<string, StatedRtp>();

/** Every bet's exact return (fractions); none for a model the studio does not play. */
function returnsOf({ family, model }: { family: StudioFamily; model: string }): readonly { rtp: number }[] {
  switch (family) {
    case 'slots': {
      // a slot has one bet: every line (or the ways) returns the same whatever the lines played (slots/rtp.ts)
      const slot = SLOT_MODELS[model];
      if (!slot) throw new Error(`studio: no slot model ${model}`);
      return [{ rtp: exactRtp(slot).total }];
    }
    case 'fish': {
      // every bullet returns the model's rtpPpm, whatever it hits and at any cannon level
      const config = FISH_MODELS[model as keyof typeof FISH_MODELS];
      return config ? [{ rtp: fishRtp(config).rtp }] : [];
    }
    case 'table':
      return isTableFamily(model) ? tableEngine(model).betTypes : [];
    case 'pvp':
      // players play each other: what they get back is all that is at stake but the rake (pvp-returns.ts)
      return isPvpGame(model) ? pvpReturnTable(PVP_SETTLEMENT[model], PVP_RULES[model].seatsPerTable) : [];
    case 'lottery':
      return lotteryReturns(model);
    default:
      return (INSTANT_ENGINES as readonly string[]).includes(family)
        ? instantReturns(family as InstantEngine, model)
        : [];
  }
}
