/**
 * Whether an error means the database cannot be reached right now (refused or dropped connections, a server
 * shutting down or starting up, a pool that could not connect in time) rather than a fault in the request:
 * such errors answer 503 `service_unavailable`, and the server keeps running until the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now)
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** What node-postgres says when a connection dies or cannot be had, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'terminating connection',
];

/**
 * Whether a statement gave up waiting (`lock_timeout`: a row another transaction holds; `statement_timeout`): the
 * request is answered with the coded `account_busy` and its connection goes back to the pool at once.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '55P03' || code === '57014';
}
