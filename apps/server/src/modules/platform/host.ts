import { isIP } from 'node:net';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Whether the permission call's `url` parameter (the site's current host, or a whole address) names a
 * plausible web host: http(s) only, no credentials, and a domain name, `localhost` or an IP address.
 */
export function isPlausibleHost(value: string): boolean {
  const text = value.trim();
  if (text.length === 0 || text.length > 255 || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (host.startsWith('[') && host.endsWith(']')) return isIP(host.slice(1, -1)) === 6;
  if (isIP(host) === 4 || host === 'localhost') return true;
  const labels = host.replace(/\.$/, '').split('.');
  if (labels.length < 2 || host.length > 253) return false;
  return labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? '');
}
