import type { RotatedSeed } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FairRoundLink } from './FairRoundLink';
import { fairLink } from './fair-link';
import { useGame } from './game-context';
import { Panel } from './Panel';

const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The provably fair panel: the server seed's hash, the client seed (editable), the nonce, the hash of the next server
 * seed (drawn before the player chooses a client seed: saving one or rotating makes it the server seed), and rotation.
 */
export function FairPanel({ onClose }: { onClose: () => void }) {
  const { t, client, fair, setFair, fail, session, lastRound } = useGame();
  const [seed, setSeed] = useState(fair.clientSeed);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [revealed, setRevealed] = useState<RotatedSeed['revealed'] | null>(null);

  // the state as the server has it now, once per opening
  const opening = useRef({ client, fail, setFair });
  useEffect(() => {
    const { client, fail, setFair } = opening.current;
    client.fair().then((state) => {
      setFair(state);
      setSeed(state.clientSeed);
    }, fail);
  }, []);

  async function saveSeed(event: FormEvent) {
    event.preventDefault();
    const clientSeed = seed.trim();
    if (!SEED_PATTERN.test(clientSeed) || busy) return;
    setBusy(true);
    try {
      const rotated = await client.setClientSeed(clientSeed);
      setRevealed(rotated.revealed);
      setFair(rotated.next);
      setSeed(rotated.next.clientSeed);
      setSaved(true);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function rotate() {
    if (busy) return;
    setBusy(true);
    try {
      const rotated = await client.rotateSeed();
      setRevealed(rotated.revealed);
      setFair(rotated.next);
      setSeed(rotated.next.clientSeed);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={t('fairTitle')} closeLabel={t('close')} onClose={onClose} testId="fair-panel">
      <p className="fine-print">{t('fairIntro')}</p>
      <dl className="fair-list">
        <dt>{t('serverSeedHash')}</dt>
        <dd className="mono" data-testid="fair-hash">
          {fair.serverSeedHash}
        </dd>
        <dt>{t('nonce')}</dt>
        <dd data-testid="fair-nonce">{fair.nonce}</dd>
        <dt>{t('nextServerSeedHash')}</dt>
        <dd className="next-hash">
          <span className="mono" data-testid="fair-next-hash">
            {fair.nextServerSeedHash || '…'}
          </span>
          <small className="fine-print">{t('nextSeedNote')}</small>
        </dd>
        {lastRound && (
          <>
            <dt>{t('lastRound')}</dt>
            <dd>
              #{lastRound.roundId} · nonce {lastRound.fair.nonce} ·{' '}
              <FairRoundLink roundId={lastRound.roundId}>{t('verifyRound')}</FairRoundLink>
            </dd>
          </>
        )}
      </dl>
      <form className="seed-form" onSubmit={saveSeed}>
        <label htmlFor="client-seed">{t('clientSeed')}</label>
        <div className="seed-row">
          <input
            id="client-seed"
            className="mono"
            value={seed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={!SEED_PATTERN.test(seed.trim())}
            aria-describedby="client-seed-hint"
            data-testid="fair-client-seed"
            onChange={(event) => {
              setSeed(event.target.value);
              setSaved(false);
            }}
          />
          <button type="submit" className="button" disabled={busy || !SEED_PATTERN.test(seed.trim())}>
            {t('save')}
          </button>
        </div>
        <small id="client-seed-hint" className="fine-print" aria-live="polite">
          {saved ? t('seedSaved') : t('seedHint')}
        </small>
      </form>
      <button
        type="button"
        className="button wide"
        onClick={rotate}
        disabled={busy}
        data-testid="fair-rotate"
      >
        {t('rotate')}
      </button>
      {revealed && (
        <section className="revealed" data-testid="fair-revealed" aria-live="polite">
          <h3>{t('revealed')}</h3>
          <dl className="fair-list">
            <dt>{t('serverSeed')}</dt>
            <dd className="mono" data-testid="fair-revealed-seed">
              {revealed.serverSeed}
            </dd>
            <dt>{t('serverSeedHash')}</dt>
            <dd className="mono">{revealed.serverSeedHash}</dd>
            <dt>{t('clientSeed')}</dt>
            <dd className="mono">{revealed.clientSeed}</dd>
          </dl>
          <p>{t('roundsPlayed', { n: revealed.rounds })}</p>
          <a
            className="link"
            href={fairLink(session.game.code, revealed)}
            target="_blank"
            rel="noopener"
            data-testid="fair-verify-link"
          >
            {t('verify')}
          </a>
        </section>
      )}
    </Panel>
  );
}
