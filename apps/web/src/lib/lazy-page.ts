import { type ComponentType, createElement, type LazyExoticComponent, lazy, use } from 'react';
import { loadChunk } from './chunk-load';

/** A page whose code is its own chunk; `preload()` fetches it before the page renders (its route's loader does). */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like `lazy()`, with one difference that matters for the first paint: once the chunk has arrived, the page
 * renders at once. (`lazy()` suspends on its first render even when its chunk is already there, and React then
 * shows the fallback and waits before showing the page.) Before the chunk arrives it suspends like `lazy()`.
 * A chunk that fails or takes longer than 120 s (spec §9) rejects with a ChunkLoadError, which the route's error
 * page shows (app/RouteError) with a reload. (The failure is kept: asking again on a re-render would wait anew.)
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= loadChunk(load).then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  function Page(props: P) {
    const Component = loaded ?? use(preload()).default;
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}

/**
 * `lazy()` for a part loaded on demand (a dialog, a chart, a game screen): its chunk gets the same 120-s limit and
 * ChunkLoadError as a page's (spec §8, §9), which the nearest error boundary shows with a reload.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own lazy(), whose props the caller's type fixes
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => loadChunk(load));
}
