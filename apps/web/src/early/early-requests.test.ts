import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, NetworkError } from '../api/client';

const PATH = '/api/platform/announcements';

/** What the inline script leaves for the app: the answer to PATH in Vietnamese, still in flight. */
function leaveEarly(response: Promise<Response>) {
  // as the inline script does: nobody taking a failed answer is not an error
  response.catch(() => undefined);
  (globalThis.window as Window).__earlyRequests = { [`vi ${PATH}`]: response };
}

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }));

describe('an answer the inline script asked for early', () => {
  let fetched: string[];
  beforeEach(() => {
    fetched = [];
    vi.stubGlobal('window', { location: { host: 'site.test' } });
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return envelope({ asked: 'again' });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is taken once by the first ask for its address and language; later asks go to the network', async () => {
    leaveEarly(Promise.resolve(envelope({ asked: 'early' })));
    await expect(apiGet(PATH, { language: 'en' })).resolves.toEqual({ asked: 'again' });
    await expect(apiGet(PATH, { language: 'vi' })).resolves.toEqual({ asked: 'early' });
    await expect(apiGet(PATH, { language: 'vi' })).resolves.toEqual({ asked: 'again' });
    expect(fetched).toEqual([PATH, PATH]);
  });

  it('that failed on the network reaches the page as the NetworkError a normal request gives', async () => {
    leaveEarly(Promise.reject(new TypeError('Failed to fetch')));
    const failure = apiGet(PATH, { language: 'vi' });
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toMatchObject({ status: null });
    // a retry (the page's "try again") asks the network afresh
    await expect(apiGet(PATH, { language: 'vi' })).resolves.toEqual({ asked: 'again' });
  });

  it('that is not the API envelope (a proxy error page) is a NetworkError with its status', async () => {
    leaveEarly(Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(apiGet(PATH, { language: 'vi' })).rejects.toMatchObject({
      name: 'NetworkError',
      status: 502,
    });
  });
});
