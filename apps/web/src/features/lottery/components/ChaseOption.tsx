import { Repeat } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import {
  CHASE_MAX_DRAWS,
  CHASE_MIN_DRAWS,
  type ChasePlan,
  chaseSummary,
  clampChaseDraws,
  parseChaseDraws,
  stepChaseDraws,
} from '../chase';
import { Stepper } from './Stepper';

export type ChaseSettings = { on: boolean; draws: string; stopOnWin: boolean };

/** What a chase charges now and at most, in plain words (the slip's foot and the confirmation). */
export function ChaseSummary({
  plan,
  stopOnWin,
  testId,
}: {
  plan: ChasePlan;
  stopOnWin: boolean;
  testId: string;
}) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const text = chaseSummary(
    (key, values) => t(key, values),
    (minor) => money.format(minor),
    plan,
  );
  return (
    <div className="vnl-chase-summary" data-testid={testId}>
      <p>{text.summary}</p>
      <p className="vnl-chase-most">
        <strong>{text.most}</strong>
        {stopOnWin ? <span className="vnl-muted"> · {t('vn.chase.stopOnWinTag')}</span> : null}
      </p>
    </div>
  );
}

/**
 * The slip's chase (đuổi số): off by default; on, the number of draws (2–50: the − and + buttons, typing, or the
 * arrow keys) and "stop on a win". The plan's words show below it, with what this slip costs.
 */
export function ChaseOption({
  value,
  onChange,
  plan,
}: {
  value: ChaseSettings;
  onChange: (next: ChaseSettings) => void;
  /** The plan for the slip as it stands (null while the draws typed are not 2–50). */
  plan: ChasePlan | null;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const draws = parseChaseDraws(value.draws);
  const set = (patch: Partial<ChaseSettings>) => onChange({ ...value, ...patch });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const delta =
      event.key === 'ArrowUp'
        ? 1
        : event.key === 'ArrowDown'
          ? -1
          : event.key === 'PageUp'
            ? 10
            : event.key === 'PageDown'
              ? -10
              : 0;
    if (!delta) return;
    event.preventDefault();
    set({ draws: stepChaseDraws(value.draws, delta) });
  }

  return (
    <fieldset className="vnl-chase" data-on={value.on ? '' : undefined} data-testid="vnl-chase">
      <legend className="visually-hidden">{t('vn.chase.toggle')}</legend>
      <label className="vnl-chase-toggle">
        <input
          type="checkbox"
          role="switch"
          aria-checked={value.on}
          checked={value.on}
          onChange={(event) => set({ on: event.target.checked })}
          data-testid="vnl-chase-toggle"
        />
        <span className="vnl-switch" aria-hidden />
        <span className="vnl-chase-name">
          <Repeat size={15} aria-hidden /> {t('vn.chase.toggle')}
        </span>
        <span className="vnl-muted vnl-chase-hint">{t('vn.chase.toggleHint')}</span>
      </label>

      {value.on ? (
        <div className="vnl-chase-body">
          <div className="vnl-chase-controls">
            <div className="vnl-chase-draws">
              <label htmlFor={`${id}-draws`} className="vnl-label">
                {t('vn.chase.draws')}
              </label>
              <div className="vnl-points-control">
                <Stepper
                  value={value.draws}
                  onType={(typed) => set({ draws: typed.replace(/\D/g, '').slice(0, 2) })}
                  onStep={(delta) => set({ draws: stepChaseDraws(value.draws, delta) })}
                  atLeast={draws !== null && draws <= CHASE_MIN_DRAWS}
                  atMost={draws !== null && draws >= CHASE_MAX_DRAWS}
                  lessLabel={t('vn.chase.less')}
                  moreLabel={t('vn.chase.more')}
                  testIds={{ less: 'vnl-chase-less', more: 'vnl-chase-more' }}
                  inputProps={{
                    id: `${id}-draws`,
                    className: 'vnl-chase-input',
                    role: 'spinbutton',
                    'aria-valuemin': CHASE_MIN_DRAWS,
                    'aria-valuemax': CHASE_MAX_DRAWS,
                    'aria-valuenow': draws ?? undefined,
                    'aria-invalid': draws === null,
                    'aria-describedby': `${id}-range`,
                    onBlur: () => set({ draws: clampChaseDraws(value.draws) }),
                    onKeyDown,
                    'data-testid': 'vnl-chase-draws',
                  }}
                />
              </div>
              <p id={`${id}-range`} className={draws === null ? 'vnl-hint vnl-warn' : 'vnl-hint vnl-muted'}>
                {t('vn.chase.range', { min: CHASE_MIN_DRAWS, max: CHASE_MAX_DRAWS })}
              </p>
            </div>
            <label className="vnl-check">
              <input
                type="checkbox"
                checked={value.stopOnWin}
                onChange={(event) => set({ stopOnWin: event.target.checked })}
                aria-describedby={`${id}-stop`}
                data-testid="vnl-chase-stop-on-win"
              />
              <span>
                {t('vn.chase.stopOnWin')}
                <span id={`${id}-stop`} className="vnl-muted vnl-check-hint">
                  {t('vn.chase.stopOnWinHint')}
                </span>
              </span>
            </label>
          </div>
          {plan ? <ChaseSummary plan={plan} stopOnWin={value.stopOnWin} testId="vnl-chase-summary" /> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
