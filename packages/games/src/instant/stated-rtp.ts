import { DEFAULT_BAU_CUA_CONFIG } from './bau-cua/bau-cua-config.ts';
import { bauCuaRtpTable } from './bau-cua/bau-cua-rtp.ts';
import type { InstantEngine } from './catalogue.ts';
import { CRASH_MODELS } from './crash/crash-config.ts';
import { crashRtpTable } from './crash/crash-rtp.ts';
import { DEFAULT_DICE_MINI_CONFIG } from './dice-mini/dice-mini-config.ts';
import { diceMiniRtpTable } from './dice-mini/dice-mini-rtp.ts';
import { DEFAULT_HILO_CONFIG } from './hilo/hilo-config.ts';
import { hiLoRtpRange } from './hilo/hilo-rtp.ts';
import { DEFAULT_MINES_CONFIG } from './mines/mines-config.ts';
import { minesRtpTable } from './mines/mines-rtp.ts';
import { DEFAULT_PLINKO_CONFIG } from './plinko/plinko-config.ts';
import { plinkoRtpTable } from './plinko/plinko-rtp.ts';
import { DEFAULT_RPS_CONFIG, rpsRtpTable } from './rps/rps.ts';
import type { BetRtp } from './shared/rtp.ts';
import { DEFAULT_WHEEL_CONFIG } from './wheel/wheel-config.ts';
import { wheelRtpTable } from './wheel/wheel-rtp.ts';
import { DEFAULT_XOC_DIA_CONFIG } from './xoc-dia/xoc-dia-config.ts';
import { xocDiaRtpTable } from './xoc-dia/xoc-dia-rtp.ts';

/**
 * The returns an instant game states, on the config it is played with (the DEFAULT_… config; crash: its model's):
 * every bet, or for hi-lo every chain of guesses, its exact return. The catalogue's headline is the lowest of them
 * and the rules show the range (statedRtp); a game's rules list the bets. Hi-lo's single guesses are not its lowest
 * (a chain of three can return less: hiLoRtpRange), so it states the range of its chains.
 */
export function instantReturns(engine: InstantEngine, model = 'classic'): readonly Pick<BetRtp, 'rtp'>[] {
  switch (engine) {
    case 'bau-cua':
      return bauCuaRtpTable(DEFAULT_BAU_CUA_CONFIG);
    case 'crash': {
      const config = CRASH_MODELS[model];
      if (!config) throw new Error(`crash: no model ${model}`);
      return crashRtpTable(config);
    }
    case 'dice-mini':
      return diceMiniRtpTable(DEFAULT_DICE_MINI_CONFIG);
    case 'hilo': {
      const { lowest, highest } = hiLoRtpRange(DEFAULT_HILO_CONFIG);
      return [{ rtp: lowest }, { rtp: highest }];
    }
    case 'mines':
      return minesRtpTable(DEFAULT_MINES_CONFIG);
    case 'plinko':
      return plinkoRtpTable(DEFAULT_PLINKO_CONFIG);
    case 'rps':
      return rpsRtpTable(DEFAULT_RPS_CONFIG);
    case 'wheel':
      return wheelRtpTable(DEFAULT_WHEEL_CONFIG);
    case 'xoc-dia':
      return xocDiaRtpTable(DEFAULT_XOC_DIA_CONFIG);
  }
}
