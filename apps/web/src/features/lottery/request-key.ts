/** A request id the contract takes (8–64 of A–Z, a–z, 0–9, _ and -): a UUID without its dashes. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The slip's idempotency key (`requestId`), one per confirmation: the same when the same slip is sent again after
 * no answer (the server then answers the first result instead of debiting twice), a new one once the slip or its
 * draw changes, after a success, or after the server refused it.
 */
export class RequestKey {
  private current: { id: string; body: string } | null = null;

  constructor(private readonly make: () => string = newRequestId) {}

  for(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.current?.body !== text) this.current = { id: this.make(), body: text };
    return this.current.id;
  }

  renew(): void {
    this.current = null;
  }
}

/** The launch token in a launch address (`/play/?token=…&lang=vi&game=…`), or null when it has none. */
export function launchTokenOf(url: string): string | null {
  try {
    return new URL(url, 'http://launch.invalid').searchParams.get('token') || null;
  } catch {
    return null;
  }
}
