import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { chunkFailureOf } from '../lib/chunk-load';
import '../components/ui/state-message.css';

/**
 * Shown when a page fails to render or its code fails to load: for a chunk, spec §8's "Loading chunk N failed" or
 * "Loading CSS chunk N failed" with why (120 s passed, spec §9, or the network), and a reload to try again.
 */
export function RouteError() {
  const { t } = useTranslation();
  const chunk = chunkFailureOf(useRouteError());
  const title = !chunk
    ? t('errors.pageFailed')
    : chunk.kind === 'css'
      ? t('errors.cssChunkFailed', { chunk: chunk.chunk })
      : t('errors.scriptChunkFailed', { chunk: chunk.chunk });
  return (
    <main className="page" style={{ paddingTop: '15vh' }}>
      <div
        className="state-message state-message-error"
        role="alert"
        data-testid="route-error"
        data-chunk={chunk ? `${chunk.kind}:${chunk.reason}` : undefined}
      >
        <p className="state-message-title">{title}</p>
        {chunk ? (
          <p className="state-message-text">
            {chunk.reason === 'timeout' ? t('errors.chunkFailed') : t('errors.network')}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <RotateCw size={16} aria-hidden />
          {t('actions.reload')}
        </button>
      </div>
    </main>
  );
}
