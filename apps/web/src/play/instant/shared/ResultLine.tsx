import type { StudioRound } from '@app/contracts';
import type { Translate } from '../../i18n/texts';
import type { PlayLanguage } from '../../launch-params';
import { money } from '../../money/money';
import type { InstantKey } from './instant-texts';

/** The line under the play area: the last round's win (or no win), or a hint before the first. Fixed height. */
export function ResultLine({
  round,
  hint,
  t,
  lang,
}: {
  round: StudioRound | null;
  hint: string;
  t: Translate<InstantKey>;
  lang: PlayLanguage;
}) {
  const win = round ? BigInt(round.win) : 0n;
  const stake = round ? BigInt(round.stake) : 0n;
  let text = hint;
  let tone = '';
  if (round?.status === 'settled') {
    if (win > stake) [text, tone] = [t('youWin', { amount: money(win, lang) }), 'good'];
    else if (win > 0n) [text, tone] = [t('returned', { amount: money(win, lang) }), ''];
    else [text, tone] = [t('youLose'), 'bad'];
  }
  return (
    <p
      className={`result-line ${tone}`}
      aria-live="polite"
      data-testid="instant-result"
      data-win={round?.win}
    >
      {text}
    </p>
  );
}
