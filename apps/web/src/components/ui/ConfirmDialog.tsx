import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import './form.css';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  /** Closing without confirming; without it the dialog is a warning with a single button. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  testId?: string;
};

/** A short question (or a warning) over the page: cancel and confirm, or only confirm. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel ?? onConfirm} title={title} width={420} testId={testId}>
      <div className="confirm-dialog">
        <div className="confirm-dialog-icon" aria-hidden>
          <AlertTriangle size={26} />
        </div>
        <div className="confirm-dialog-message" data-testid={testId ? `${testId}-message` : undefined}>
          {message}
        </div>
        <div className="confirm-dialog-actions">
          {onCancel ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={onCancel}
              data-testid={testId ? `${testId}-cancel` : undefined}
            >
              {cancelLabel ?? t('form.cancel')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            onClick={onConfirm}
            disabled={busy}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirmLabel ?? t('form.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
