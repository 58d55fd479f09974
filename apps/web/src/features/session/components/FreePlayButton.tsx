import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useLanguage } from '../../../lib/language';
import { readStored, writeStored } from '../../../lib/storage';
import { freePlay } from '../api/login';
import { useSessionModals } from '../session-modals';

const NONCE_KEY = 'freePlayNonce';

/** The random string of this browser (spec §7): the server keeps one demo account per string. */
function freePlayNonce(): string {
  const stored = readStored(NONCE_KEY);
  if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  writeStored(NONCE_KEY, nonce);
  return nonce;
}

/** Free play (spec §4): a demo account logs in and the visitor goes to /. */
export function FreePlayButton() {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { completeLogin } = useSessionModals();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const play = async () => {
    setBusy(true);
    setAlert(null);
    try {
      completeLogin(await freePlay(language, freePlayNonce()), { home: true });
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost session-free-play"
        onClick={() => void play()}
        disabled={busy}
        data-testid="free-play-button"
      >
        <Gamepad2 size={18} aria-hidden />
        {t('login.freePlay')}
      </button>
      {alert ? <FormAlert testId="free-play-alert">{alert}</FormAlert> : null}
    </>
  );
}
