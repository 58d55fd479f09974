import { createRequire } from 'node:module';

/** Country of an IP address, as an ISO 3166-1 alpha-2 code; null when unknown (private, loopback, unlisted). */
export interface GeoIp {
  country(ip: string): string | null;
}

type GeoIpLite = typeof import('geoip-lite');
let lite: GeoIpLite | undefined;

/**
 * The offline implementation: `geoip-lite` ships the GeoLite data inside the npm package (no download, no
 * network at run time). It is loaded on first use, not at import, since it reads its data files into memory
 * (~250 ms, ~150 MB with the city tables).
 *
 * A commercial provider (MaxMind GeoIP2 Precision, IP2Location, ipinfo…) plugs in here: implement `GeoIp`
 * over its database file or a local cache of its API, and hand it to `platformModule`/`accessGate` as the
 * `geoIp` option. Keep `country()` synchronous and in-memory: the access gate calls it on every API request.
 */
export function geoIpLite(): GeoIp {
  return {
    country(ip) {
      lite ??= createRequire(import.meta.url)('geoip-lite') as GeoIpLite;
      const country = lite.lookup(ip)?.country;
      return country && /^[A-Z]{2}$/.test(country) ? country : null;
    },
  };
}

/** A fixed table, for tests and for a deployment that has no use for GeoIP. */
export function staticGeoIp(countries: Record<string, string>): GeoIp {
  return { country: (ip) => countries[ip] ?? null };
}
