import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import '../components/ui/state-message.css';

/** Shown when a page fails to render or its code fails to load (spec §8, chunk load failures). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Loading (CSS )?chunk/i.test(error.message);
  return (
    <main className="page" style={{ paddingTop: '15vh' }}>
      <div className="state-message state-message-error" role="alert" data-testid="route-error">
        <p className="state-message-title">
          {chunkFailed ? t('errors.chunkFailed') : t('errors.pageFailed')}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <RotateCw size={16} aria-hidden />
          {t('actions.reload')}
        </button>
      </div>
    </main>
  );
}
