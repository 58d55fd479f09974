import { AlertTriangle, Inbox, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import './state-message.css';

type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  testId?: string;
};

/** What a section shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <div className="state-message" data-testid={testId}>
      <div className="state-message-icon" aria-hidden>
        {icon ?? <Inbox size={28} />}
      </div>
      <p className="state-message-title">{title}</p>
      {description ? <p className="state-message-text">{description}</p> : null}
      {action}
    </div>
  );
}

/** The server's own message (already translated), or the network notice when there is none. */
export function useErrorMessage(error: unknown): string {
  const { t } = useTranslation();
  return error instanceof ApiError ? error.message : t('errors.network');
}

type ErrorStateProps = {
  error: unknown;
  onRetry?: () => void;
  /** A line under the message: what the visitor can do about it. */
  description?: ReactNode;
  /** More ways on than trying again (a page of its own: back, home). */
  actions?: ReactNode;
};

export function ErrorState({ error, onRetry, description, actions }: ErrorStateProps) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <div className="state-message state-message-error" role="alert" data-testid="error-state">
      <div className="state-message-icon" aria-hidden>
        <AlertTriangle size={28} />
      </div>
      <p className="state-message-title">{message}</p>
      {description ? <p className="state-message-text">{description}</p> : null}
      {onRetry || actions ? (
        <div className="state-message-actions">
          {onRetry ? (
            <button type="button" className="btn btn-ghost" onClick={onRetry}>
              <RotateCw size={16} aria-hidden />
              {t('actions.retry')}
            </button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
