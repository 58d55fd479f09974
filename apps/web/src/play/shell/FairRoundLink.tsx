import type { ReactNode } from 'react';

/** A link to the site's verification page for one played round, in a new tab. */
export function FairRoundLink({ roundId, children }: { roundId: string; children: ReactNode }) {
  return (
    <a
      className="link"
      href={`/fair?round=${encodeURIComponent(roundId)}`}
      target="_blank"
      rel="noopener"
      data-testid="fair-round-link"
    >
      {children}
    </a>
  );
}
