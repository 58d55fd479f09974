import { LANGUAGE_HEADER, type Language } from '@app/contracts';
import { readLanguage } from '../lib/stored-language';
import { firstRequests } from './first-requests';
import { preloadImage } from './preload-image';

/*
 * A page's first paint waited for a chain: the HTML, the app's JavaScript (the largest download), then the API
 * answers it asks for, then the images those name. A small script inlined in index.html (inline.ts) asks for those
 * answers and images while the JavaScript is still downloading; `apiGet` then takes the answer in flight instead of
 * asking again. Each answer is taken once, and only during the first seconds of the visit.
 */

type EarlyStore = Record<string, Promise<Response>>;

declare global {
  interface Window {
    __earlyRequests?: EarlyStore;
  }
}

/** After this long an answer nobody took is dropped (a later ask gets fresh data). */
const KEEP_MS = 10_000;

const keyOf = (url: string, language: Language) => `${language} ${url}`;

export function startEarlyRequests(): void {
  const language = readLanguage();
  const asks = firstRequests(window.location, language);
  const store: EarlyStore = {};
  for (const url of asks.urls) {
    const response = fetch(url, {
      headers: { accept: 'application/json', [LANGUAGE_HEADER]: language },
      credentials: 'same-origin',
    });
    // a failure is the taker's to report; nobody taking it is not an error
    response.catch(() => undefined);
    store[keyOf(url, language)] = response;
  }
  window.__earlyRequests = store;
  setTimeout(() => {
    window.__earlyRequests = undefined;
  }, KEEP_MS);
  for (const image of asks.images) preloadImage(image);
  const banners = asks.bannerFrom && store[keyOf(asks.bannerFrom, language)];
  if (banners) {
    banners
      .then((response) => response.clone().json())
      .then((body: { value?: { banners?: { imageUrl?: unknown }[] } }) => {
        const image = body.value?.banners?.[0]?.imageUrl;
        if (typeof image === 'string') preloadImage(image);
      })
      .catch(() => undefined);
  }
}

/** The answer the inline script already asked for at this address in this language, if any (once). */
export function takeEarlyResponse(url: string, language: Language): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !window.__earlyRequests) return undefined;
  const key = keyOf(url, language);
  const response = window.__earlyRequests[key];
  delete window.__earlyRequests[key];
  return response;
}
