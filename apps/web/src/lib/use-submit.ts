import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';

/** A form's sending state and its server answer (the message, and the fields it names). */
export function useSubmit() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const run = async <T>(
    send: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
    setBusy(true);
    setAlert(null);
    try {
      return { ok: true, value: await send() };
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : t('errors.network'));
      return { ok: false, error };
    } finally {
      setBusy(false);
    }
  };
  return { busy, alert, setAlert, run };
}
