import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FactKey, Verification } from '../verify';

/** What the randomness decided, as recorded and as recomputed here, side by side. */
export function VerificationTable({ result }: { result: Verification }) {
  const { t } = useTranslation('fair');
  return (
    <div className="fair-result" data-testid="fair-result" data-matches={result.matches}>
      <p
        className={result.matches ? 'fair-verdict fair-verdict-ok' : 'fair-verdict fair-verdict-bad'}
        role="status"
      >
        {result.matches ? <CheckCircle2 aria-hidden size={20} /> : <XCircle aria-hidden size={20} />}
        {result.matches ? t('verdict.ok') : t('verdict.bad')}
      </p>
      <p className="fair-hash">{result.hashMatches ? t('hash.ok') : t('hash.bad')}</p>
      <table className="fair-table">
        <thead>
          <tr>
            <th scope="col">{t('table.what')}</th>
            <th scope="col">{t('table.recorded')}</th>
            <th scope="col">{t('table.recomputed')}</th>
          </tr>
        </thead>
        <tbody>
          {result.facts.map((fact) => (
            <tr key={fact.key} data-same={fact.recorded === fact.recomputed}>
              <th scope="row">{t(`facts.${fact.key as FactKey}`)}</th>
              <td>
                <code>{fact.recorded}</code>
              </td>
              <td>
                <code>{fact.recomputed}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
