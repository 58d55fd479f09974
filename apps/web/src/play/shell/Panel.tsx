import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from './icons';

type Props = { title: string; closeLabel: string; onClose: () => void; children: ReactNode; testId: string };

/**
 * A sheet over the game (rules, fairness, autoplay): a modal dialog, rising from the bottom on a phone and
 * centred on a wide screen. Escape and the backdrop close it; focus moves in and goes back where it was.
 */
export function Panel({ title, closeLabel, onClose, children, testId }: Props) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, []);
  return (
    <div className="panel-backdrop">
      <button
        type="button"
        className="panel-dismiss"
        tabIndex={-1}
        aria-label={closeLabel}
        onClick={onClose}
      />
      <section
        className="panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <header className="panel-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            ref={closeButton}
            onClick={onClose}
            aria-label={closeLabel}
            data-testid="panel-close"
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="panel-body">{children}</div>
      </section>
    </div>
  );
}
