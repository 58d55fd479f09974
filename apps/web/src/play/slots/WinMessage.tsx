import type { Translate } from '../i18n/texts';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import type { AutoplayStop } from './autoplay';
import type { SlotKey } from './slot-texts';
import { type SlotTheme, symbolName } from './themes';
import type { Highlight } from './win-sequence';

type Props = {
  highlight: Highlight | null;
  /** During free spins the line says so while nothing is lit. */
  free: boolean;
  autoStopped: AutoplayStop | null;
  theme: SlotTheme;
  t: Translate<SlotKey>;
  lang: PlayLanguage;
};

const STOPPED: Record<AutoplayStop, SlotKey> = {
  done: 'stoppedDone',
  lossLimit: 'stoppedLossLimit',
  winLimit: 'stoppedWinLimit',
  funds: 'stoppedFunds',
};

/** The line under the reels: what the lit cells won, why autoplay stopped, or a greeting. Fixed height. */
export function WinMessage({ highlight, free, autoStopped, theme, t, lang }: Props) {
  let label: string;
  if (!highlight) label = free ? t('freeSpins') : autoStopped ? t(STOPPED[autoStopped]) : t('goodLuck');
  else if (highlight.kind === 'all') label = t('allWins');
  else if (highlight.kind === 'line')
    label = t('lineWin', {
      line: highlight.line,
      count: highlight.count,
      symbol: symbolName(theme, highlight.symbol, lang),
    });
  else if (highlight.kind === 'ways')
    label = t('waysWin', {
      count: highlight.count,
      symbol: symbolName(theme, highlight.symbol, lang),
      ways: highlight.ways,
    });
  else label = t('scatterWin', { count: highlight.count });
  const multiplier =
    highlight && highlight.kind !== 'all' && highlight.multiplier > 1 ? highlight.multiplier : null;
  return (
    <div className="win-message" aria-live="polite" data-testid="win-message">
      <span className="win-label">
        {label}
        {multiplier && <em> {t('times', { m: multiplier })}</em>}
      </span>
      {highlight && BigInt(highlight.amount) > 0n && (
        <strong className="win-amount">{money(highlight.amount, lang)}</strong>
      )}
    </div>
  );
}
