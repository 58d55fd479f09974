import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser's PerformanceObserver that reports paints when `paint(name)` is called. */
function fakePaintObserver() {
  const listeners = new Set<Listener>();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    readonly #listener: Listener;
    constructor(listener: Listener) {
      this.#listener = listener;
    }
    observe() {
      listeners.add(this.#listener);
    }
    disconnect() {
      listeners.delete(this.#listener);
    }
  }
  const paint = (name: string) => {
    for (const listener of [...listeners])
      listener({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  };
  return { FakeObserver, paint, observing: () => listeners.size };
}

async function freshModule() {
  vi.resetModules();
  return import('./use-first-paint');
}

/** Starts waiting for the first paint on a fresh module; answers whether it has resolved yet. */
async function watchFirstPaint(): Promise<() => boolean> {
  const { afterFirstPaint } = await freshModule();
  let painted = false;
  void afterFirstPaint().then(() => {
    painted = true;
  });
  return () => painted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first paint', async () => {
    const fake = fakePaintObserver();
    vi.stubGlobal('PerformanceObserver', fake.FakeObserver);
    const painted = await watchFirstPaint();
    fake.paint('first-paint');
    await Promise.resolve();
    expect(painted()).toBe(false);
    fake.paint('first-contentful-paint');
    await vi.waitFor(() => expect(painted()).toBe(true));
    expect(fake.observing()).toBe(0);
  });

  it('takes the page as painted after a second when no paint is reported (a hidden tab)', async () => {
    vi.useFakeTimers();
    const fake = fakePaintObserver();
    vi.stubGlobal('PerformanceObserver', fake.FakeObserver);
    const painted = await watchFirstPaint();
    await vi.advanceTimersByTimeAsync(999);
    expect(painted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted()).toBe(true);
    expect(fake.observing()).toBe(0);
  });

  it('resolves at once where the browser reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['mark'] });
    const { afterFirstPaint } = await freshModule();
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});
