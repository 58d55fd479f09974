import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { useMoney } from '../../../lib/use-money';
import { type BetTypeRates, groupDigits, MAX_SLIP_LINES } from '../slip';
import type { LineProblem } from './pay';

const PROBLEM_KEYS = {
  no_numbers: 'vn.problem.noNumbers',
  too_few: 'vn.problem.tooFew',
  too_many: 'vn.problem.tooMany',
  points_invalid: 'vn.problem.pointsInvalid',
  points_over_limit: 'vn.problem.pointsOverLimit',
} as const;

/** What the picks make: the count of bets, their cost and best win; why they cannot be added; the add button. */
export function LineSummary({
  bets,
  cost,
  win,
  problem,
  full,
  limits,
  maxPoints,
  ready,
  onAdd,
}: {
  bets: number;
  cost: bigint;
  win: bigint;
  /** Null when nothing is picked yet (nothing to complain about). */
  problem: LineProblem | null;
  /** The slip has no room for these lines. */
  full: boolean;
  limits: Pick<BetTypeRates, 'minNumbers' | 'maxNumbers'> | null;
  maxPoints: string;
  ready: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const money = useMoney();
  const format = (value: bigint) => money.format(value);
  return (
    <>
      <dl className="vnl-summary" data-testid="elt-line-summary">
        <div>
          <dt>{t('elott.summary.bets')}</dt>
          <dd data-testid="elt-bet-count">{bets}</dd>
        </div>
        <div>
          <dt>{t('elott.summary.cost')}</dt>
          <dd data-testid="elt-line-cost">{format(cost)}</dd>
        </div>
        <div>
          <dt>{t('elott.summary.win')}</dt>
          <dd className="vnl-win" data-testid="elt-line-win">
            {format(win)}
          </dd>
        </div>
      </dl>
      <p className="vnl-problem elt-problem" role="status">
        {problem !== null && problem !== 'no_numbers'
          ? t(PROBLEM_KEYS[problem], {
              min: limits?.minNumbers ?? 1,
              max: limits?.maxNumbers ?? 1,
              points: groupDigits(maxPoints, language),
            })
          : full
            ? t('vn.slip.full', { max: MAX_SLIP_LINES })
            : '\u00a0'}
      </p>
      <button
        type="button"
        className="btn btn-ghost vnl-add"
        onClick={onAdd}
        disabled={!ready}
        data-testid="elt-add-line"
      >
        <Plus size={16} aria-hidden /> {t('vn.slip.add')}
      </button>
    </>
  );
}
