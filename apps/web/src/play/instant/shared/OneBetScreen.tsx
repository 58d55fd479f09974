import type { StudioRound } from '@app/contracts';
import { type ReactNode, useMemo } from 'react';
import { type Translate, translator } from '../../i18n/texts';
import { GameShell } from '../../shell/GameShell';
import { useGame } from '../../shell/game-context';
import { INSTANT_TEXTS, type InstantKey } from './instant-texts';
import { ResultLine } from './ResultLine';
import { StakeRow } from './StakeRow';
import './instant.css';

type Props = {
  className: string;
  rules: ReactNode;
  /** The game's picture: the wheel, the board, the card. */
  stage: ReactNode;
  round: StudioRound | null;
  hint: string;
  busy: boolean;
  stake: { steps: bigint[]; index: number; setIndex: (index: number) => void };
  /** Choices above the stake (rows, risk…) and the buttons below it (play, cash out…). */
  options?: ReactNode;
  actions: ReactNode;
  /** True while a round of several moves is open: the stake cannot change. */
  locked?: boolean;
};

/** The frame of the one-bet games (plinko, wheel, rps, mines, hi-lo): the picture, the result, stake and play. */
export function OneBetScreen({
  className,
  rules,
  stage,
  round,
  hint,
  busy,
  stake,
  options,
  actions,
  locked,
}: Props) {
  const { lang } = useGame();
  const t: Translate<InstantKey> = useMemo(() => translator(INSTANT_TEXTS, lang), [lang]);
  return (
    <GameShell className={`instant one-bet ${className}`} rules={rules}>
      <div className="stage one-bet-stage" data-testid="instant-stage" data-state={busy ? 'playing' : 'idle'}>
        {stage}
        <ResultLine round={round} hint={hint} t={t} lang={lang} />
      </div>
      <div className="controls one-bet-controls">
        {options}
        <StakeRow
          label={t('stake')}
          steps={stake.steps}
          index={stake.index}
          onPick={stake.setIndex}
          disabled={busy || !!locked}
          lang={lang}
        />
        <div className="action-row">{actions}</div>
      </div>
    </GameShell>
  );
}

export function useInstantTexts(): Translate<InstantKey> {
  const { lang } = useGame();
  return useMemo(() => translator(INSTANT_TEXTS, lang), [lang]);
}
