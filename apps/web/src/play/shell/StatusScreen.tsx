import type { ReactNode } from 'react';

/** A whole-frame message: loading, or a session that cannot go on. */
export function StatusScreen({ title, detail, busy }: { title: string; detail?: ReactNode; busy?: boolean }) {
  return (
    <main className="status-screen" data-testid={busy ? 'play-loading' : 'play-fatal'} aria-busy={busy}>
      {busy && <div className="status-spinner" aria-hidden="true" />}
      <h1 className="status-title">{title}</h1>
      {detail && <p className="status-detail">{detail}</p>}
    </main>
  );
}
