import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { useMoney } from '../../../lib/use-money';
import { useLineFormat } from '../line-format';
import { type BetTypeRates, groupDigits, lineCost, parsePoints, type SlipLine } from '../slip';

/** The slip's lines: type, numbers, points and cost, each with a remove button (none in the confirmation). */
export function SlipLines({
  lines,
  rates,
  onRemove,
}: {
  lines: readonly SlipLine[];
  rates: ReadonlyMap<string, BetTypeRates> | null;
  onRemove?: (id: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const money = useMoney();
  const format = useLineFormat();
  return (
    <ol className="vnl-lines" data-testid="vnl-lines">
      {lines.map((line) => {
        const typeRates = rates?.get(line.type);
        const points = parsePoints(line.points);
        const cost = typeRates && points !== null ? lineCost(typeRates, line.numbers.length, points) : null;
        const numbers = format.numbers(line.type, line.numbers, 12);
        return (
          <li key={line.id} className="vnl-line" data-testid="vnl-line">
            <div className="vnl-line-main">
              <span className="vnl-line-type">{format.typeName(line.type, language)}</span>
              <span className="vnl-line-numbers">
                {numbers.text}
                {numbers.more > 0 ? (
                  <span className="vnl-muted"> {t('vn.slip.more', { count: numbers.more })}</span>
                ) : null}
              </span>
            </div>
            <div className="vnl-line-side">
              <span className="vnl-muted">
                {t('vn.slip.points', { points: groupDigits(line.points, language) })}
              </span>
              <span className="vnl-line-cost">{cost === null ? '—' : money.format(cost)}</span>
            </div>
            {onRemove ? (
              <button
                type="button"
                className="btn-icon vnl-line-remove"
                onClick={() => onRemove(line.id)}
                aria-label={t('vn.slip.remove', { type: format.typeName(line.type, language) })}
                data-testid="vnl-line-remove"
              >
                <Trash2 size={16} aria-hidden />
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
