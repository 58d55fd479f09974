import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/FormAlert';
import { type BetTypeRates, MAX_SLIP_LINES, type SlipLine } from '../slip';
import { SlipLines } from './SlipLines';

/**
 * The lines gathered on a slip (both lottery pages), with "clear the slip", and under them what the last send
 * said: the slip placed, or why it was refused (while the confirmation is closed; open, it shows the error itself).
 */
export function SlipBasket({
  testPrefix,
  lines,
  rates,
  onLines,
  notice,
  error,
}: {
  /** The page's test ids: `vnl` or `elt`. */
  testPrefix: string;
  lines: readonly SlipLine[];
  rates: ReadonlyMap<string, BetTypeRates> | null;
  onLines: (next: SlipLine[]) => void;
  notice: string | null;
  error: string | null;
}) {
  const { t } = useTranslation('lottery');
  return (
    <>
      <div className="vnl-slip-lines">
        <h3 className="vnl-subtitle">{t('vn.slip.lines', { count: lines.length, max: MAX_SLIP_LINES })}</h3>
        {lines.length > 0 ? (
          <>
            <SlipLines
              lines={lines}
              rates={rates}
              onRemove={(id) => onLines(lines.filter((line) => line.id !== id))}
            />
            <button type="button" className="vnl-link" onClick={() => onLines([])}>
              {t('vn.slip.clear')}
            </button>
          </>
        ) : (
          <p className="vnl-muted">{t('vn.slip.empty')}</p>
        )}
      </div>
      {notice || error ? (
        <div className="vnl-slip-notices">
          {notice ? (
            <FormAlert tone="success" testId={`${testPrefix}-bet-success`}>
              {notice}
            </FormAlert>
          ) : null}
          {error ? <FormAlert testId={`${testPrefix}-bet-error`}>{error}</FormAlert> : null}
        </div>
      ) : null}
    </>
  );
}
