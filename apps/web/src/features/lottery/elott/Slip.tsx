import type { LotteryDraw, LotteryGame } from '@app/contracts';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotterySession } from '../api/session';
import { PointsField } from '../components/PointsField';
import { SlipTail } from '../components/SlipTail';
import { type BetTypeRates, MAX_SLIP_LINES } from '../slip';
import { type RequireLogin, useSlip } from '../use-slip';
import { GroupPicker } from './GroupPicker';
import type { BetGroup, ElottKind, GroupKey } from './groups';
import { LineSummary } from './LineSummary';
import type { ElottNames } from './names';
import { PayInfo } from './PayInfo';
import { picksSummary } from './picks';
import { NO_NUMBER, type Picks } from './selection';

let lineIds = 0;

/** A preselected type without numbers (playType=sum_big) starts picked. */
function initialPicks(group: BetGroup | undefined, type: string | null): Picks {
  const rates = group?.types.find((entry) => entry.type === type);
  return rates?.selection === 'none' ? { [rates.type]: [NO_NUMBER] } : {};
}

/**
 * The bet slip of the kinds other than vn: a group of bet types, its pickers (driven by each type's selection), the
 * points, what the picks cost and may win; lines gathered on a slip (at most 20), confirmed, and sent to the draw
 * taking bets, optionally chased. Logged out, everything works but sending, which asks for a login.
 */
export function Slip({
  game,
  kind,
  groups,
  rates,
  draw,
  names,
  session,
  loggedIn,
  requireLogin,
  preselected,
}: {
  game: LotteryGame;
  kind: ElottKind;
  /** Null while the state loads. */
  groups: readonly BetGroup[] | null;
  rates: ReadonlyMap<string, BetTypeRates> | null;
  draw: LotteryDraw | null;
  names: ElottNames;
  session: LotterySession;
  loggedIn: boolean;
  requireLogin: RequireLogin;
  preselected: { group: GroupKey; type: string | null } | null;
}) {
  const { t } = useTranslation('lottery');
  const [groupKey, setGroupKey] = useState<GroupKey | null>(preselected?.group ?? null);
  const group = groups?.find((entry) => entry.key === groupKey) ?? groups?.[0];
  const [picks, setPicks] = useState<Picks>(() => initialPicks(group, preselected?.type ?? null));
  const [points, setPoints] = useState('1');
  const slip = useSlip(session, rates, draw);

  const types = group?.types ?? [];
  const { lines: current, problem, cost, bets, win, limited, maxPoints } = picksSummary(types, picks, points);
  const fits = slip.lines.length + current.length <= MAX_SLIP_LINES;
  const ready = problem === null && fits;

  function chooseGroup(key: GroupKey) {
    setGroupKey(key);
    setPicks({});
  }

  function addLines() {
    if (!ready) return;
    slip.add(
      current.map((line) => {
        lineIds += 1;
        return { ...line, id: `elt-line-${lineIds}`, points: String(BigInt(points)) };
      }),
    );
    setPicks({});
  }

  function openConfirm() {
    if (ready && current.length > 0) addLines();
    slip.confirm(requireLogin);
  }

  return (
    <section className="vnl-slip panel elt-slip" aria-labelledby="elt-slip-title" data-testid="elt-slip">
      <h2 id="elt-slip-title" className="vnl-section-title">
        <Ticket size={18} aria-hidden /> {t('vn.slip.title')}
      </h2>
      <div
        className="elt-groups"
        role="radiogroup"
        aria-label={t('elott.group.label')}
        hidden={groups !== null && groups.length < 2}
      >
        {groups
          ? groups.map((entry) => (
              // biome-ignore lint/a11y/useSemanticElements: a row of buttons styled as tabs, one pressed at a time
              <button
                key={entry.key}
                type="button"
                role="radio"
                aria-checked={entry.key === group?.key}
                className="vnl-group"
                onClick={() => chooseGroup(entry.key)}
                data-testid={`elt-group-${entry.key}`}
              >
                {t(`elott.group.${entry.key}`)}
              </button>
            ))
          : Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
              <span key={index} className="vnl-group skeleton" />
            ))}
      </div>

      {group ? (
        <>
          <PayInfo kind={kind} group={group} names={names} spots={(picks.spots ?? []).length} />
          <GroupPicker
            key={group.key}
            kind={kind}
            group={group}
            names={names}
            picks={picks}
            onChange={setPicks}
          />
        </>
      ) : (
        <div className="skeleton elt-picker-skel" aria-busy />
      )}

      <PointsField
        testPrefix="elt"
        value={points}
        onChange={setPoints}
        max={maxPoints}
        invalid={problem === 'points_invalid' || problem === 'points_over_limit'}
      />

      <LineSummary
        bets={bets}
        cost={cost}
        win={win}
        problem={current.length > 0 ? problem : null}
        full={!fits}
        limits={limited[0] ?? null}
        maxPoints={maxPoints}
        ready={ready}
        onAdd={addLines}
      />

      <SlipTail
        slip={slip}
        testPrefix="elt"
        game={game}
        draw={draw}
        rates={rates}
        loggedIn={loggedIn}
        pendingCost={ready ? cost : 0n}
        canConfirm={rates !== null && (slip.lines.length > 0 || ready)}
        onConfirm={openConfirm}
      />
    </section>
  );
}
