import { describe, expect, it } from 'vitest';
import * as instant from './index.ts';

describe('instant games catalogue', () => {
  it('plays every catalogue title on a known engine, and every engine in some title', () => {
    const used = new Set(instant.INSTANT_TITLES.map((entry) => entry.engine));
    expect([...used].sort()).toEqual([...instant.INSTANT_ENGINES].sort());
  });

  it('ships default configs that pass their validators, every bet type returning 90 %–100 %', () => {
    instant.validateBauCuaConfig(instant.DEFAULT_BAU_CUA_CONFIG);
    instant.validateCrashConfig(instant.DEFAULT_CRASH_CONFIG);
    instant.validateDiceMiniConfig(instant.DEFAULT_DICE_MINI_CONFIG);
    instant.validateHiLoConfig(instant.DEFAULT_HILO_CONFIG);
    instant.validateMinesConfig(instant.DEFAULT_MINES_CONFIG);
    instant.validatePlinkoConfig(instant.DEFAULT_PLINKO_CONFIG);
    instant.validateRpsConfig(instant.DEFAULT_RPS_CONFIG);
    instant.validateWheelConfig(instant.DEFAULT_WHEEL_CONFIG);
    instant.validateXocDiaConfig(instant.DEFAULT_XOC_DIA_CONFIG);
    const tables = [
      instant.bauCuaRtpTable(instant.DEFAULT_BAU_CUA_CONFIG),
      instant.crashRtpTable(instant.DEFAULT_CRASH_CONFIG),
      instant.diceMiniRtpTable(instant.DEFAULT_DICE_MINI_CONFIG),
      instant.hiLoGuessTable(instant.DEFAULT_HILO_CONFIG),
      instant.minesRtpTable(instant.DEFAULT_MINES_CONFIG),
      instant.plinkoRtpTable(instant.DEFAULT_PLINKO_CONFIG),
      instant.rpsRtpTable(instant.DEFAULT_RPS_CONFIG),
      instant.wheelRtpTable(instant.DEFAULT_WHEEL_CONFIG),
      instant.xocDiaRtpTable(instant.DEFAULT_XOC_DIA_CONFIG),
    ];
    for (const row of tables.flat()) {
      expect(row.rtp, row.bet).toBeGreaterThanOrEqual(instant.RTP_FLOOR);
      expect(row.rtp, row.bet).toBeLessThan(instant.RTP_CEILING);
      expect(row.houseEdge).toBeCloseTo(1 - row.rtp, 14);
    }
  });
});
