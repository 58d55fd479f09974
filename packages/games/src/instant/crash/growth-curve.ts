import type { CrashConfig } from './crash-config.ts';

/**
 * The multiplier on the screen after `elapsedMs` of flight, floored to hundredths: floor(100 × e^(g × ms)).
 * Pure maths on floats: the server feeds it its own clock; money never depends on anything but the
 * integer it returns (a cash-out pays that multiplier if it is at most the bust point).
 */
export function crashMultiplierAtMs(config: CrashConfig, elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  const value = Math.floor(100 * Math.exp(config.growthPerMs * elapsedMs));
  return Math.min(Math.max(value, 100), config.maxMultiplierX100);
}

/**
 * The first whole millisecond at which the screen shows at least `multiplierX100`: the inverse of
 * crashMultiplierAtMs (ceil(ln(m / 100) / g), nudged so the two functions agree exactly). The round
 * ends at crashMsForMultiplier(bust).
 */
export function crashMsForMultiplier(config: CrashConfig, multiplierX100: number): number {
  if (multiplierX100 <= 100) return 0;
  const target = Math.min(multiplierX100, config.maxMultiplierX100);
  let ms = Math.max(0, Math.ceil(Math.log(target / 100) / config.growthPerMs));
  while (crashMultiplierAtMs(config, ms) < target) ms += 1;
  while (ms > 0 && crashMultiplierAtMs(config, ms - 1) >= target) ms -= 1;
  return ms;
}
