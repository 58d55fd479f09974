import type { ReactNode } from 'react';

export { Money, StatusBadge } from '../../../components/ui/RecordCells';

/** A titled part of a wallet page (pending deposits, the history, a report). */
export function WalletSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="wallet-section" data-testid={testId}>
      <h4 className="wallet-section-title">{title}</h4>
      {children}
    </section>
  );
}
