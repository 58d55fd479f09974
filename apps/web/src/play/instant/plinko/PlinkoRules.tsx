import { DEFAULT_PLINKO_CONFIG, PLINKO_RISKS, plinkoRtpTable, statedRtp } from '@app/games';
import { translator } from '../../i18n/texts';
import { percent, percentRange } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { INSTANT_TEXTS } from '../shared/instant-texts';
import { ReturnsTable } from '../shared/ReturnsTable';
import { PLINKO_TEXTS } from './plinko-texts';

/** Each table's exact return on the default config, by the engine's name ("12 rows, medium"). */
const TABLES = plinkoRtpTable(DEFAULT_PLINKO_CONFIG);
const ALL = statedRtp(TABLES);
const RTP_OF = new Map(TABLES.map((row) => [row.bet, row.rtp * 100]));

/** Plinko's rules: the game, and the return of each table of multipliers (rows down, risks across). */
export function PlinkoRules({ rows }: { rows: readonly number[] }) {
  const { lang } = useGame();
  const p = translator(PLINKO_TEXTS, lang);
  const t = translator(INSTANT_TEXTS, lang);
  return (
    <>
      <p>{p('rules')}</p>
      <p data-testid="plinko-rules-rtp">
        {p('rulesRtp', { range: percentRange(ALL.rtp, ALL.rtpMax, lang) })}
      </p>
      <ReturnsTable
        head={[p('rows'), ...PLINKO_RISKS.map((risk) => t(risk))]}
        rows={rows.map((count) => ({
          key: String(count),
          cells: [
            count,
            ...PLINKO_RISKS.map((risk) => percent(RTP_OF.get(`${count} rows, ${risk}`) ?? 0, lang)),
          ],
        }))}
        testId="plinko-rules-tables"
      />
    </>
  );
}
