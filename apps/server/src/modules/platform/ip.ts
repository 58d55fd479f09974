import { isIP } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address as PostgreSQL's `inet` and the GeoIP lookup expect it: IPv4-mapped IPv6 (`::ffff:1.2.3.4`,
 * what a dual-stack socket reports) becomes plain IPv4, an IPv6 zone (`%eth0`) is dropped; null when not an IP.
 */
export function normaliseIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let ip = raw.trim();
  const zone = ip.indexOf('%');
  if (zone > 0 && ip.includes(':')) ip = ip.slice(0, zone);
  const mapped = MAPPED_V4.exec(ip);
  if (mapped?.[1] && isIP(mapped[1]) === 4) ip = mapped[1];
  return isIP(ip) ? ip.toLowerCase() : null;
}

/** An IP address or a CIDR network such as `203.0.113.7`, `203.0.113.0/24` or `2001:db8::/32`. */
export function isIpOrCidr(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
