import { hashServerSeed } from '@app/games/fair';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { TextField } from '../../../components/ui/TextField';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { useMoney } from '../../../lib/use-money';
import { useFairRound } from '../api/fair-round';
import { VerificationTable } from '../components/VerificationTable';
import type { Verification } from '../verify';
import '../components/fair.css';

const SEED = /^[0-9a-f]{64}$/;

/** The pair in the address, its seed checked against its hash; null when the address carries none. */
function revealedPair(params: URLSearchParams) {
  const serverSeed = params.get('serverSeed') ?? '';
  const serverSeedHash = params.get('serverSeedHash') ?? '';
  if (!SEED.test(serverSeed) || !serverSeedHash) return null;
  return {
    serverSeed,
    serverSeedHash,
    clientSeed: params.get('clientSeed') ?? '',
    rounds: Number(params.get('rounds') ?? 0) || 0,
    hashMatches: hashServerSeed(serverSeed) === serverSeedHash,
  };
}

/**
 * /fair: provably fair verification (spec: the studio's games). How it works, and a round of the member's
 * (`?round=<id>`, linked from the game and the betting record) played again here with the same engine code.
 */
export default function FairPage() {
  const { t } = useTranslation('fair');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const roundId = params.get('round');
  const [roundInput, setRoundInput] = useState(roundId ?? '');
  const round = useFairRound(roundId && /^\d{1,18}$/.test(roundId) ? roundId : null);
  // a seed pair the game just revealed arrives in the address (the game's fairness panel links here)
  const [seed, setSeed] = useState(params.get('serverSeed') ?? '');
  const pair = revealedPair(params);
  const [seedError, setSeedError] = useState<string | null>(null);
  const [result, setResult] = useState<Verification | null>(null);
  const money = useMoney();
  const language = useLanguage();

  const serverSeed = round.data?.fair.serverSeed ?? seed.trim().toLowerCase();

  function openRound(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    setParams(roundInput.trim() ? { round: roundInput.trim() } : {});
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const data = round.data;
    if (!data) return;
    if (!SEED.test(serverSeed)) {
      setSeedError(t('seed.invalid'));
      return;
    }
    setSeedError(null);
    try {
      // the engines load when a round is verified, not with the page (they are most of its code)
      const { verifyRound } = await import('../verify');
      setResult(verifyRound(data, serverSeed));
    } catch {
      setSeedError(t('loadFailed'));
    }
  }

  return (
    <section className="page fair-page">
      <h1 className="fair-title">
        <ShieldCheck aria-hidden size={26} />
        {t('title')}
      </h1>
      <div className="fair-how">
        <p>{t('how.commit')}</p>
        <p>{t('how.draw')}</p>
        <p>{t('how.reveal')}</p>
        <p>{t('how.shared')}</p>
      </div>

      {pair ? (
        <div className="fair-round" data-testid="fair-pair">
          <dl className="fair-facts">
            <dt>{t('round.hash')}</dt>
            <dd>
              <code>{pair.serverSeedHash}</code>
            </dd>
            <dt>{t('seed.label')}</dt>
            <dd>
              <code>{pair.serverSeed}</code>
            </dd>
            <dt>{t('round.clientSeed')}</dt>
            <dd>
              <code>{pair.clientSeed}</code>
            </dd>
          </dl>
          <p className={pair.hashMatches ? 'fair-verdict fair-verdict-ok' : 'fair-verdict fair-verdict-bad'}>
            {pair.hashMatches ? t('hash.ok') : t('hash.bad')}
          </p>
          <p data-testid="fair-pair-committed">{t('pair.committed')}</p>
          <p>{t('pair.rounds', { count: pair.rounds })}</p>
        </div>
      ) : null}

      <form className="fair-form" onSubmit={openRound}>
        <TextField
          label={t('round.label')}
          value={roundInput}
          inputMode="numeric"
          onChange={(e) => setRoundInput(e.target.value.replace(/\D/g, ''))}
          testId="fair-round-input"
        />
        <button type="submit" className="btn btn-ghost">
          {t('round.open')}
        </button>
      </form>

      {round.isLoading ? <Spinner /> : null}
      {round.error ? <ErrorState error={round.error} onRetry={() => void round.refetch()} /> : null}
      {round.data ? (
        <form className="fair-round" onSubmit={verify} data-testid="fair-round">
          <dl className="fair-facts">
            <dt>{t('round.game')}</dt>
            <dd className="fair-game" data-testid="fair-game">
              {round.data.gameName ? (
                <span data-testid="fair-game-name">{round.data.gameName[language]}</span>
              ) : null}
              <code className="fair-game-code" data-testid="fair-game-code">
                {round.data.gameCode}
              </code>
            </dd>
            <dt>{t('round.stakeWin')}</dt>
            <dd>
              {money.format(round.data.stake)} / {money.format(round.data.win)}
            </dd>
            <dt>{t('round.hash')}</dt>
            <dd>
              <code>{round.data.fair.serverSeedHash}</code>
            </dd>
            <dt>{t('round.clientSeed')}</dt>
            <dd>
              <code>{round.data.fair.clientSeed}</code>
            </dd>
            <dt>{t('round.nonce')}</dt>
            <dd>{round.data.fair.nonce}</dd>
          </dl>
          {round.data.fair.serverSeed ? (
            <p className="fair-revealed">
              {t('seed.revealed')} <code data-testid="fair-server-seed">{round.data.fair.serverSeed}</code>
            </p>
          ) : (
            <>
              <p className="fair-hidden">{t('seed.hidden')}</p>
              <TextField
                label={t('seed.label')}
                value={seed}
                error={seedError}
                onChange={(e) => setSeed(e.target.value)}
                testId="fair-seed-input"
              />
            </>
          )}
          <button type="submit" className="btn btn-primary" data-testid="fair-verify">
            {t('verify')}
          </button>
        </form>
      ) : null}
      {result ? <VerificationTable result={result} /> : null}
    </section>
  );
}
