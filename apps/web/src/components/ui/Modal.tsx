import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './modal.css';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Spec §9: modals default to 600px wide. */
  width?: number;
  testId?: string;
  /** False for a dialog the visitor must finish (the forced password change): no close button, Escape or backdrop. */
  dismissible?: boolean;
  /** Extra class on the dialog box, for dialogs with their own layout (the member centre). */
  className?: string;
  /** The control to focus when the content has no text field (the member centre: the open page's menu entry). */
  initialFocus?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), select, textarea, [tabindex="0"]';

const TEXT_INPUT =
  'input:not([disabled]):not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"])';

/** Open dialogs, innermost last: only the top one answers Escape and keeps Tab inside. */
const stack: string[] = [];
/** The page's own overflow style, put back when the last dialog closes. */
let pageOverflow = '';

/**
 * A dialog over the page: Escape or the backdrop closes it, focus goes to its first field, stays
 * inside, and returns where it was after. Dialogs may open over one another (a warning over a form).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  width = 600,
  testId,
  dismissible = true,
  className,
  initialFocus,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    if (!open) return;
    if (stack.length === 0) pageOverflow = document.body.style.overflow;
    stack.push(titleId);
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // The first text field of the content, else the control named, else its first control; while it is still
    // loading, the dialog. Focused in the next frame, where the browser lays the dialog out anyway (focusing at once
    // forced that layout, of the page under the dialog too, into the dialog's first render), and without scrolling.
    const frame = requestAnimationFrame(() => {
      const first =
        dialog?.querySelector<HTMLElement>(`.modal-body :is(${TEXT_INPUT})`) ??
        (initialFocus ? dialog?.querySelector<HTMLElement>(initialFocus) : null) ??
        dialog?.querySelector<HTMLElement>(`.modal-body :is(${FOCUSABLE})`);
      (first ?? dialog)?.focus({ preventScroll: true });
    });
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== titleId) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
      } else if (event.key === 'Tab' && dialog) {
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (item) => item.offsetParent !== null,
        );
        const [head, tail] = [items[0], items[items.length - 1]];
        if (!head || !tail) return;
        if (!dialog.contains(document.activeElement)) {
          event.preventDefault();
          head.focus();
        } else if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.lastIndexOf(titleId), 1);
      if (stack.length === 0) document.body.style.overflow = pageOverflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, titleId, initialFocus]);

  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and the close button serve the keyboard
    <div
      className="modal-backdrop"
      onMouseDown={(event) => dismissible && event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ width }}
        data-testid={testId}
      >
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="btn-icon"
              onClick={onClose}
              aria-label={t('actions.close')}
              data-testid={testId ? `${testId}-close` : undefined}
            >
              <X size={20} aria-hidden />
            </button>
          ) : null}
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
