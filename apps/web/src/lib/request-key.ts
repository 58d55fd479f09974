/** A request id the contract takes (8–64 of A–Z, a–z, 0–9, _ and -): a UUID without its dashes. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key (`requestId`) of a form that moves money (a deposit, a withdrawal, a transfer, a lottery
 * slip), one per submission: made when the member
 * submits, the same again when the same submission is sent again (a retry after a network error or a timeout:
 * the server answers the first result instead of moving the money twice), and a new one after a success or once
 * the member changes the form.
 */
export class RequestKey {
  private current: { id: string; body: string } | null = null;

  constructor(private readonly make: () => string = newRequestId) {}

  /** The key to send `body` with: the last one when it was for the same body and is not spent, else a new one. */
  for(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.current?.body !== text) this.current = { id: this.make(), body: text };
    return this.current.id;
  }

  /** After a success, a change of the form or an `idempotency_conflict`: the next submission is a new request. */
  renew(): void {
    this.current = null;
  }
}
