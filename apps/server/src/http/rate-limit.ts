/**
 * A route's own per-IP limit as @fastify/rate-limit reads it from the route's `config.rateLimit`: so many requests a
 * minute, or `false` (no limit of its own) when the configured number is 0. Every `*_RATE_LIMIT_PER_MINUTE` setting
 * reads 0 as off, as `RATE_LIMIT_PER_MINUTE` does for the general limit (benchmarks, load tests behind a limiter of
 * their own).
 */
export type RouteRateLimit = { max: number; timeWindow: string } | false;

export function perMinuteLimit(perMinute: number): RouteRateLimit {
  return perMinute > 0 ? { max: perMinute, timeWindow: '1 minute' } : false;
}
