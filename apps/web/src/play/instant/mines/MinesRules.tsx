import { DEFAULT_MINES_CONFIG, minesRtpTable, statedRtp } from '@app/games';
import { translator } from '../../i18n/texts';
import { percentRange } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { ReturnsTable } from '../shared/ReturnsTable';
import { MINES_TEXTS } from './mines-texts';

/** Every (mines, reveals) cash-out's exact return on the default config: the game's range and each count's. */
const CASH_OUTS = minesRtpTable(DEFAULT_MINES_CONFIG);
const ALL = statedRtp(CASH_OUTS);
const byCount = (mines: number) =>
  statedRtp(CASH_OUTS.filter((row) => row.bet.startsWith(`${mines} mines,`)));

/** Mines' rules: the game, how a cash-out is priced, and the returns of each mine count the screen offers. */
export function MinesRules({ counts }: { counts: readonly number[] }) {
  const { lang } = useGame();
  const m = translator(MINES_TEXTS, lang);
  return (
    <>
      <p>{m('rules')}</p>
      <p data-testid="mines-rules-odds">
        {m('rulesOdds', { range: percentRange(ALL.rtp, ALL.rtpMax, lang) })}
      </p>
      <ReturnsTable
        head={[m('mines'), m('byReveals')]}
        rows={counts.map((mines) => {
          const stated = byCount(mines);
          return { key: String(mines), cells: [mines, percentRange(stated.rtp, stated.rtpMax, lang)] };
        })}
        testId="mines-rules-counts"
      />
    </>
  );
}
