import { ACCOUNTS_API, CAPTCHA_REFRESH_INTERVAL_MS } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../lib/language';
import type { Captcha } from './account-types';
import { ApiError, apiGet } from './client';

export type CaptchaState = {
  captcha: Captcha | null;
  failed: boolean;
  /** Fetches a new image now, or as soon as the throttle allows (one refresh waits at most). */
  refresh: () => void;
};

/** An image captcha (GET captcha → { captchaId, image }) fetched while `active`, never cached; spec §5, §9: refreshed once a second at most. */
export function useCaptcha(active: boolean): CaptchaState {
  const language = useLanguage();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const lastFetch = useRef(0);
  const pending = useRef<number | undefined>(undefined);
  const loading = useRef(false);

  const load = useCallback(
    (retry = true) => {
      lastFetch.current = Date.now();
      loading.current = true;
      apiGet<Captcha>(ACCOUNTS_API.captcha, { language })
        .then((value) => {
          setCaptcha(value);
          setFailed(false);
        })
        .finally(() => {
          loading.current = false;
        })
        .catch((error: unknown) => {
          // Another tab (or page) of the same visitor asked within the second: ask once more after it.
          if (retry && error instanceof ApiError && error.code === 'captcha_too_fast') {
            pending.current = window.setTimeout(() => {
              pending.current = undefined;
              load(false);
            }, CAPTCHA_REFRESH_INTERVAL_MS);
          } else {
            setFailed(true);
          }
        });
    },
    [language],
  );

  const refresh = useCallback(() => {
    if (pending.current !== undefined) return;
    const wait = lastFetch.current + CAPTCHA_REFRESH_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      load();
      return;
    }
    pending.current = window.setTimeout(() => {
      pending.current = undefined;
      load();
    }, wait);
  }, [load]);

  // The first image once the captcha is shown (not again while it is on its way).
  useEffect(() => {
    if (active && !captcha && !loading.current) refresh();
  }, [active, captcha, refresh]);

  useEffect(
    () => () => {
      if (pending.current !== undefined) window.clearTimeout(pending.current);
    },
    [],
  );

  return { captcha: active ? captcha : null, failed, refresh };
}
