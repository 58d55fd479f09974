import type { LotteryDraw, LotteryGame } from '@app/contracts';
import { VN_BET_TYPE_INFO, type VnBetRule, type VnBetType, vnPrizeCount } from '@app/games';
import { Plus, Ticket } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { useMoney } from '../../../lib/use-money';
import type { LotterySession } from '../api/session';
import { type BetGroupKey, offeredGroups } from '../bet-types';
import {
  type BetTypeRates,
  betCount,
  carrySelection,
  groupDigits,
  isSetRule,
  type LineProblem,
  lineCost,
  lineProblem,
  MAX_SLIP_LINES,
  parsePoints,
  type SlipLine,
  winPerHit,
} from '../slip';
import { type RequireLogin, useSlip } from '../use-slip';
import { NumberPicker } from './NumberPicker';
import { PointsField } from './PointsField';
import { SlipTail } from './SlipTail';

/** The rule of a type in one sentence, with this game's price and payout per point. */
function RateSentence({
  type,
  rates,
  region,
}: {
  type: VnBetType;
  rates: BetTypeRates | undefined;
  region: NonNullable<LotteryGame['region']>;
}) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  if (!rates) {
    return (
      <p className="vnl-rate" aria-busy>
        <span className="skeleton skeleton-text" />
      </p>
    );
  }
  const info = VN_BET_TYPE_INFO[type];
  const price = money.format(rates.pricePerPoint);
  const payout = money.format(rates.payoutPerPoint);
  const values = {
    price,
    payout,
    prizes: vnPrizeCount(region, info.digits === 3 ? 3 : 2),
    count: info.minNumbers,
    max: groupDigits(rates.maxPoints, money.language),
    rtp: money.language === 'vi' ? rates.rtp.toFixed(2).replace('.', ',') : rates.rtp.toFixed(2),
  };
  return (
    <p className="vnl-rate" data-testid="vnl-rate">
      {t(`vn.rate.${rates.rule as VnBetRule}`, values)}{' '}
      <span className="vnl-muted">{t('vn.rate.limits', values)}</span>
    </p>
  );
}

const PROBLEM_KEYS: Record<LineProblem, string> = {
  unknown_type: 'vn.problem.unknownType',
  no_numbers: 'vn.problem.noNumbers',
  too_few: 'vn.problem.tooFew',
  too_many: 'vn.problem.tooMany',
  points_invalid: 'vn.problem.pointsInvalid',
  points_over_limit: 'vn.problem.pointsOverLimit',
};

let lineIds = 0;

/**
 * The bet slip: a bet type (grouped: lô, đề, đầu/đuôi, ba càng, xiên, lô trượt) with its rule and rates, the
 * numbers, the points, what the line costs and may win; lines gathered on a slip (at most 20) and sent to the
 * draw taking bets after a confirmation. Logged out, everything works but sending, which asks for a login.
 */
export function BetSlip({
  game,
  rates,
  draw,
  session,
  loggedIn,
  requireLogin,
}: {
  game: LotteryGame;
  /** The game's rates by type; null while the state loads. */
  rates: ReadonlyMap<string, BetTypeRates> | null;
  draw: LotteryDraw | null;
  session: LotterySession;
  loggedIn: boolean;
  requireLogin: RequireLogin;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const money = useMoney();

  const groups = useMemo(() => offeredGroups(rates ? new Set(rates.keys()) : null), [rates]);
  const [groupKey, setGroupKey] = useState<BetGroupKey>('lo');
  const group = groups.find((entry) => entry.key === groupKey) ?? groups[0];
  const [chosenType, setChosenType] = useState<VnBetType>('lo_2_digits');
  const type: VnBetType =
    group && !(group.types as string[]).includes(chosenType) ? (group.types[0] ?? chosenType) : chosenType;
  const info = VN_BET_TYPE_INFO[type];
  const typeRates = rates?.get(type);
  const max = typeRates?.maxNumbers ?? info.maxNumbers;

  const [numbers, setNumbers] = useState<string[]>([]);
  const [points, setPoints] = useState('1');
  const slip = useSlip(session, rates, draw);

  const pointsValue = parsePoints(points);
  const problem = lineProblem(typeRates, numbers, points);
  const cost = typeRates && pointsValue !== null ? lineCost(typeRates, numbers.length, pointsValue) : 0n;
  const win = typeRates && pointsValue !== null ? winPerHit(typeRates, pointsValue) : 0n;
  const slipFull = slip.lines.length >= MAX_SLIP_LINES;

  function chooseGroup(key: BetGroupKey) {
    const next = groups.find((entry) => entry.key === key);
    setGroupKey(key);
    if (next?.types[0]) chooseType(next.types[0]);
  }

  function chooseType(next: VnBetType) {
    const nextInfo = VN_BET_TYPE_INFO[next];
    const nextMax = rates?.get(next)?.maxNumbers ?? nextInfo.maxNumbers;
    setNumbers((current) => carrySelection(current, info.digits, { digits: nextInfo.digits, max: nextMax }));
    setChosenType(next);
    const maxPoints = rates?.get(next)?.maxPoints;
    if (maxPoints && pointsValue !== null && /^\d+$/.test(maxPoints) && pointsValue > BigInt(maxPoints)) {
      setPoints(maxPoints);
    }
  }

  function currentLine(): SlipLine | null {
    if (problem !== null) return null;
    lineIds += 1;
    return { id: `line-${lineIds}`, type, numbers: [...numbers], points: String(pointsValue) };
  }

  function addLine() {
    const line = currentLine();
    if (!line || slipFull) return;
    slip.add([line]);
    setNumbers([]);
  }

  // the line being made, when ready, joins the slip as it is confirmed
  const pending = numbers.length > 0 && problem === null && !slipFull;

  function openConfirm() {
    if (pending) addLine();
    slip.confirm(requireLogin);
  }

  return (
    <section className="vnl-slip panel" aria-labelledby="vnl-slip-title" data-testid="vnl-slip">
      <h2 id="vnl-slip-title" className="vnl-section-title">
        <Ticket size={18} aria-hidden /> {t('vn.slip.title')}
      </h2>

      <div className="vnl-groups" role="radiogroup" aria-label={t('vn.slip.group')}>
        {groups.map((entry) => (
          // biome-ignore lint/a11y/useSemanticElements: a row of buttons styled as tabs, one pressed at a time
          <button
            key={entry.key}
            type="button"
            role="radio"
            aria-checked={entry.key === group?.key}
            className="vnl-group"
            onClick={() => chooseGroup(entry.key)}
            data-testid={`vnl-group-${entry.key}`}
          >
            {t(`vn.group.${entry.key}`)}
          </button>
        ))}
      </div>

      {group && group.types.length > 1 ? (
        <div className="vnl-types" role="radiogroup" aria-label={t('vn.slip.type')}>
          {group.types.map((entry) => (
            // biome-ignore lint/a11y/useSemanticElements: a row of buttons styled as chips, one pressed at a time
            <button
              key={entry}
              type="button"
              role="radio"
              aria-checked={entry === type}
              className="vnl-chip"
              onClick={() => chooseType(entry)}
              data-testid={`vnl-type-${entry}`}
            >
              {VN_BET_TYPE_INFO[entry][language].name}
            </button>
          ))}
        </div>
      ) : null}

      <div className="vnl-rule" data-testid="vnl-rule">
        <p className="vnl-rule-name">{info[language].name}</p>
        <p>{info[language].description}</p>
        <RateSentence type={type} rates={typeRates} region={game.region ?? 'north'} />
      </div>

      <p className="vnl-pick-count" aria-live="polite">
        {isSetRule(info.rule)
          ? t('vn.picker.chosenOf', { count: numbers.length, need: info.minNumbers })
          : t('vn.picker.chosen', { count: numbers.length })}
      </p>

      <NumberPicker key={type} info={info} max={max} numbers={numbers} onChange={setNumbers} />

      <PointsField
        testPrefix="vnl"
        value={points}
        onChange={setPoints}
        max={typeRates?.maxPoints ?? ''}
        invalid={problem === 'points_invalid' || problem === 'points_over_limit'}
      />

      <dl className="vnl-summary" data-testid="vnl-line-summary">
        <div>
          <dt>{isSetRule(info.rule) ? t('vn.summary.sets') : t('vn.summary.numbers')}</dt>
          <dd data-testid="vnl-line-count">{betCount(info.rule, numbers.length)}</dd>
        </div>
        <div>
          <dt>{t('vn.summary.cost')}</dt>
          <dd data-testid="vnl-line-cost">{money.format(cost)}</dd>
        </div>
        <div>
          <dt>
            {info.rule === 'per_occurrence'
              ? t('vn.summary.winPerOccurrence')
              : isSetRule(info.rule)
                ? t('vn.summary.winSet')
                : t('vn.summary.winPerNumber')}
          </dt>
          <dd className="vnl-win" data-testid="vnl-line-win">
            {money.format(win)}
          </dd>
        </div>
      </dl>

      {numbers.length > 0 && problem !== null && problem !== 'unknown_type' ? (
        <p className="vnl-problem" role="status">
          {t(PROBLEM_KEYS[problem] as 'vn.problem.tooFew', {
            min: typeRates?.minNumbers ?? info.minNumbers,
            max: typeRates?.maxNumbers ?? info.maxNumbers,
            points: groupDigits(typeRates?.maxPoints ?? '', language),
          })}
        </p>
      ) : null}

      <button
        type="button"
        className="btn btn-ghost vnl-add"
        onClick={addLine}
        disabled={problem !== null || slipFull}
        data-testid="vnl-add-line"
      >
        <Plus size={16} aria-hidden />{' '}
        {slipFull ? t('vn.slip.full', { max: MAX_SLIP_LINES }) : t('vn.slip.add')}
      </button>

      <SlipTail
        slip={slip}
        testPrefix="vnl"
        game={game}
        draw={draw}
        rates={rates}
        loggedIn={loggedIn}
        pendingCost={pending ? cost : 0n}
        canConfirm={rates !== null && (slip.lines.length > 0 || pending)}
        onConfirm={openConfirm}
      />
    </section>
  );
}
