import { DEFAULT_HILO_CONFIG, HILO_GUESSES, hiLoGuessTable, hiLoRtpRange, statedRtp } from '@app/games';
import { translator } from '../../i18n/texts';
import { multiplier, percent, percentRange } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { INSTANT_TEXTS } from '../shared/instant-texts';
import { ReturnsTable } from '../shared/ReturnsTable';
import { HILO_TEXTS } from './hilo-texts';
import { rankName } from './PlayingCard';

/** The game's exact returns on the default config: each single guess, and every chain (hiLoRtpRange). */
const GUESSES = hiLoGuessTable(DEFAULT_HILO_CONFIG);
const SINGLE = statedRtp(GUESSES);
const CHAINS = hiLoRtpRange(DEFAULT_HILO_CONFIG);
const CHAIN = statedRtp([{ rtp: CHAINS.lowest }, { rtp: CHAINS.highest }]);
const RTP_OF = new Map(GUESSES.map((row) => [row.bet, row.rtp * 100]));
const RANKS = Array.from({ length: 13 }, (_, i) => i + 1);

/** Hi-lo's rules: the game, how a multiplier is priced, what a guess and a chain return, and the cap. */
export function HiLoRules() {
  const { lang } = useGame();
  const h = translator(HILO_TEXTS, lang);
  const t = translator(INSTANT_TEXTS, lang);
  const rtp = (guess: string, rank: number) => {
    const value = RTP_OF.get(`${guess} on ${rankName(rank)}`);
    return value === undefined ? '—' : percent(value, lang);
  };
  return (
    <>
      <p>{h('rules')}</p>
      <p data-testid="hilo-rules-odds">
        {h('rulesOdds', {
          single: percentRange(SINGLE.rtp, SINGLE.rtpMax, lang),
          range: percentRange(CHAIN.rtp, CHAIN.rtpMax, lang),
        })}
      </p>
      <p>{h('rulesCap', { cap: multiplier(DEFAULT_HILO_CONFIG.maxMultiplierX100, lang) })}</p>
      <ReturnsTable
        head={[h('faceUp'), `${h('higher')} · ${t('rtp')}`, `${h('lower')} · ${t('rtp')}`]}
        rows={RANKS.map((rank) => ({
          key: String(rank),
          cells: [rankName(rank), ...HILO_GUESSES.map((guess) => rtp(guess, rank))],
        }))}
        testId="hilo-rules-guesses"
      />
    </>
  );
}
