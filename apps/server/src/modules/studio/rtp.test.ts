import { exactRtp, FISH_MODELS, rtpPercent, SLOT_MODELS } from '@app/games';
import { describe, expect, it } from 'vitest';
import { studioRtp } from './rtp.ts';

describe('the returns the catalogue states', () => {
  it('heads a game whose bets return differently with its lowest bet, and gives the highest', () => {
    expect(studioRtp({ family: 'dice-mini', model: 'classic' })).toEqual({ rtp: 92.13, rtpMax: 97.22 });
    expect(studioRtp({ family: 'hilo', model: 'classic' })).toEqual({ rtp: 98.32, rtpMax: 99 });
    expect(studioRtp({ family: 'mines', model: 'classic' })).toEqual({ rtp: 98.28, rtpMax: 99 });
    expect(studioRtp({ family: 'plinko', model: 'classic' })).toEqual({ rtp: 98.91, rtpMax: 99.16 });
    expect(studioRtp({ family: 'table', model: 'baccarat' })).toEqual({ rtp: 95.16, rtpMax: 98.94 });
    expect(studioRtp({ family: 'lottery', model: 'north' })).toEqual({ rtp: 92.23, rtpMax: 99 });
  });

  it('states the PVP rooms’ return after the rake, never 100 %', () => {
    expect(studioRtp({ family: 'pvp', model: 'tien-len' })).toEqual({ rtp: 97.5 });
    expect(studioRtp({ family: 'pvp', model: 'bai-cao' })).toEqual({ rtp: 97.5 });
    expect(studioRtp({ family: 'pvp', model: 'ba-cay' })).toEqual({ rtp: 95.83, rtpMax: 97.5 });
  });

  it('states one figure for a game whose every bet returns the same', () => {
    expect(studioRtp({ family: 'crash', model: 'rocket' })).toEqual({ rtp: 99 });
    expect(studioRtp({ family: 'bau-cua', model: 'classic' })).toEqual({ rtp: 92.13 });
    expect(studioRtp({ family: 'fish', model: 'classic' })).toEqual({
      rtp: FISH_MODELS.classic.rtpPpm / 10_000,
    });
    const [model, slot] = Object.entries(SLOT_MODELS)[0] ?? [];
    expect(studioRtp({ family: 'slots', model: model ?? '' })).toEqual({
      rtp: rtpPercent(slot ? exactRtp(slot).total : 0),
    });
  });

  it('states nothing for a model the studio does not play', () => {
    expect(studioRtp({ family: 'table', model: 'pachinko' })).toEqual({ rtp: 0 });
    expect(studioRtp({ family: 'pvp', model: 'phom' })).toEqual({ rtp: 0 });
  });
});
