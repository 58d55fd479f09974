import type { StudioRound } from '@app/contracts';
import type { ReactNode } from 'react';
import { useSpaceKey } from '../../shell/use-space-key';
import { OneBetScreen, useInstantTexts } from './OneBetScreen';
import { OptionRow } from './StakeRow';
import type { useStake } from './use-stake';

type Risk = 'low' | 'medium' | 'high';

type Props<C extends number, R extends Risk> = {
  className: string;
  rules: ReactNode;
  /** The game's picture (the board, the wheel). */
  stage: ReactNode;
  round: StudioRound | null;
  hint: string;
  busy: boolean;
  stake: ReturnType<typeof useStake>;
  /** The game's size: plinko's rows, the wheel's segments. */
  size: { label: string; options: readonly C[]; value: C; testId: string };
  risks: readonly R[];
  risk: R;
  /** A new size or risk (never while a round plays). */
  onChange: (choice: { size: C; risk: R }) => void;
  /** Under the choices: the wheel's pay table. */
  legend?: ReactNode;
  playLabel: string;
  /** Plays a round; the button and the space bar call it, not while one plays or without a stake. */
  onPlay: () => void;
};

/**
 * The bet panel of the games played by a size and a risk (plinko, the wheel): the two rows of choices, the
 * stake, and the play button (or the space bar), in the one-bet frame.
 */
export function RiskBetScreen<C extends number, R extends Risk>({
  size,
  risks,
  risk,
  onChange,
  legend,
  playLabel,
  onPlay,
  ...screen
}: Props<C, R>) {
  const t = useInstantTexts();
  const { busy, stake } = screen;
  const canPlay = !busy && stake.stake !== null;
  useSpaceKey(() => {
    if (canPlay) onPlay();
  });

  const options = (
    <>
      <OptionRow
        label={size.label}
        options={size.options}
        value={size.value}
        onPick={(value) => onChange({ size: value, risk })}
        disabled={busy}
        name={String}
        testId={size.testId}
      />
      <OptionRow
        label={t('risk')}
        options={risks}
        value={risk}
        onPick={(value) => onChange({ size: size.value, risk: value })}
        disabled={busy}
        name={(value) => t(value)}
        testId="risk"
      />
      {legend}
    </>
  );

  return (
    <OneBetScreen
      {...screen}
      options={options}
      actions={
        <button
          type="button"
          className="button primary"
          disabled={!canPlay}
          onClick={onPlay}
          data-testid="instant-play"
        >
          {playLabel}
        </button>
      }
    />
  );
}
