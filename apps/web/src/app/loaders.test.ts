import { describe, expect, it } from 'vitest';
import { early, firstLoadDone } from './loaders';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function run(loader: ReturnType<typeof early>['loader'], path: string) {
  const state = { done: false };
  const args = { request: new Request(`http://site.test${path}`), params: {}, context: undefined };
  void Promise.resolve(loader(args as never)).then(() => {
    state.done = true;
  });
  return state;
}

describe('early (a route loader)', () => {
  it("on the visit's first page, waits for the page's chunk and its first data", async () => {
    const chunk = deferred();
    const data = deferred();
    const { loader } = early({ preload: () => chunk.promise }, () => data.promise);
    const state = run(loader, '/index');
    chunk.resolve();
    await settle();
    expect(state.done).toBe(false);
    data.resolve();
    await settle();
    expect(state.done).toBe(true);
  });

  it('on later pages, waits for the chunk only: the data shows its placeholders until it comes', async () => {
    firstLoadDone();
    const chunk = deferred();
    const { loader } = early({ preload: () => chunk.promise }, () => new Promise(() => {}));
    const state = run(loader, '/rng');
    await settle();
    expect(state.done).toBe(false);
    chunk.resolve();
    await settle();
    expect(state.done).toBe(true);
  });

  it('asks for nothing on an address the route matches but the page is not for', async () => {
    let asked = false;
    const { loader } = early(
      {
        preload: async () => {
          asked = true;
        },
      },
      undefined,
      (url) => url.pathname === '/rng',
    );
    const state = run(loader, '/no-such-page');
    await settle();
    expect(state.done).toBe(true);
    expect(asked).toBe(false);
  });

  it('runs again on arriving at another page, not when only the query changes', () => {
    const { shouldRevalidate } = early({ preload: async () => {} });
    const check = (from: string, to: string) =>
      shouldRevalidate({
        currentUrl: new URL(`http://site.test${from}`),
        nextUrl: new URL(`http://site.test${to}`),
      } as never);
    expect(check('/noticePage', '/noticePage?pageNo=2')).toBe(false);
    expect(check('/index', '/index?mc=depositv2')).toBe(false);
    expect(check('/rng', '/live')).toBe(true);
  });
});
