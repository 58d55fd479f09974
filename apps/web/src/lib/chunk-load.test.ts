import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, chunkFailureOf, chunkNameOf, loadChunk } from './chunk-load';

const never = () => new Promise<never>(() => {});

/**
 * A loader as the build writes it (`() => preload(() => import("./Page-hash.js"), deps)`), with `preload` given:
 * vitest rewrites the `import()` of the test's own code, and the name is read from the loader's text.
 */
function builtLoader(
  file: string,
  preload: (load: () => unknown) => Promise<unknown>,
): () => Promise<unknown> {
  return new Function('preload', `return () => preload(() => import("./${file}"), [1, 2])`)(preload);
}

/** Whether a promise has settled yet (after the microtasks already queued have run). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('loadChunk (spec §9: 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 120 seconds for a chunk, then fails it as a timed-out script chunk named from its import', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const chunk = loadChunk(builtLoader('HelpPage-B1x2.js', never));
    const failure = chunk.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(await settled(chunk)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ kind: 'script', reason: 'timeout', chunk: 'HelpPage-B1x2' });
    expect((error as Error).message).toBe('Loading chunk HelpPage-B1x2 failed. (timeout)');
  });

  it('gives the module of a chunk that arrives in time, and leaves no timer behind', async () => {
    const module = { default: 'HelpPage' };
    await expect(loadChunk(async () => module)).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails at once a chunk the browser could not fetch, named from its address', async () => {
    const load = () =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: http://127.0.0.1:3215/assets/HelpPage-B1x2.js',
        ),
      );
    await expect(loadChunk(load)).rejects.toMatchObject({
      kind: 'script',
      reason: 'missing',
      chunk: 'HelpPage-B1x2',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("fails a chunk whose stylesheet did not load as a CSS chunk (Vite's preload)", async () => {
    const load = () => Promise.reject(new Error('Unable to preload CSS for /assets/HelpPage-C9z8.css'));
    const error = await loadChunk(load).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'css', reason: 'missing', chunk: 'HelpPage-C9z8' });
    expect((error as Error).message).toBe('Loading CSS chunk HelpPage-C9z8 failed. (missing)');
  });

  it('passes on an error the module itself threw: that is no chunk failure', async () => {
    const own = new RangeError('bad state');
    await expect(loadChunk(() => Promise.reject(own))).rejects.toBe(own);
  });
});

describe('chunkFailureOf', () => {
  it("reads the other browsers' failures too, and nothing else", () => {
    expect(
      chunkFailureOf(
        new TypeError('error loading dynamically imported module: https://x.vn/assets/Fair-1a.js'),
      ),
    ).toMatchObject({ kind: 'script', chunk: 'Fair-1a', reason: 'missing' });
    expect(
      chunkFailureOf(new TypeError('Importing a module script failed.'), builtLoader('Fair-1a.js', never)),
    ).toMatchObject({ kind: 'script', chunk: 'Fair-1a', reason: 'missing' });
    expect(chunkFailureOf(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(chunkFailureOf('Loading chunk 3 failed')).toBeNull();
  });

  it('names a chunk from its loader in development and in the built code', () => {
    expect(chunkNameOf(new Function("return () => import('../features/help/routes/HelpPage')")())).toBe(
      'HelpPage',
    );
    expect(chunkNameOf(builtLoader('GameListPage-DJz3.js', never))).toBe('GameListPage-DJz3');
    expect(chunkNameOf(() => Promise.resolve())).toBe('?');
  });
});
