/** Spec §9: a script chunk that has not arrived within 120 seconds has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Why a chunk failed (spec §8 "Loading chunk N failed" — timeout, missing or other). */
export type ChunkFailureReason = 'timeout' | 'missing' | 'error';

/**
 * A lazily loaded chunk that did not load (spec §8): its script ("Loading chunk N failed") or its stylesheet
 * ("Loading CSS chunk N failed"), named by its file (without the extension), and why.
 */
export class ChunkLoadError extends Error {
  constructor(
    readonly kind: 'script' | 'css',
    readonly chunk: string,
    readonly reason: ChunkFailureReason,
    options?: { cause?: unknown },
  ) {
    super(`Loading ${kind === 'css' ? 'CSS ' : ''}chunk ${chunk} failed. (${reason})`, options);
    this.name = 'ChunkLoadError';
  }
}

/** "…/assets/HelpPage-B1x2.js" → "HelpPage-B1x2"; "../features/help/routes/HelpPage" → "HelpPage". */
function fileName(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  return (path.split('/').pop() ?? '').replace(/\.(m?js|jsx?|tsx?|css)$/, '');
}

/** The chunk a loader imports, read from its code (`() => import("./HelpPage-B1x2.js")`), for a timeout's message. */
export function chunkNameOf(load: () => unknown): string {
  const match = /import\(\s*["'`]([^"'`]+)["'`]/.exec(String(load));
  return (match?.[1] && fileName(match[1])) || '?';
}

/** Vite's stylesheet preload failure; the browsers' failed module imports (Chromium, Firefox, Safari). */
const CSS_FAILED = /Unable to preload CSS for (\S+)/;
const SCRIPT_FAILED =
  /Failed to fetch dynamically imported module:?\s*(\S+)?|error loading dynamically imported module:?\s*(\S+)?|Importing a module script failed|Loading chunk (\S+) failed/i;

/** A failure to load a chunk, as a ChunkLoadError (`load` names the chunk when the error does not), or null. */
export function chunkFailureOf(error: unknown, load?: () => unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const fallback = load ? chunkNameOf(load) : '?';
  const css = CSS_FAILED.exec(error.message);
  if (css) return new ChunkLoadError('css', fileName(css[1] ?? '') || fallback, 'missing', { cause: error });
  const script = SCRIPT_FAILED.exec(error.message);
  if (!script) return null;
  const address = script[1] ?? script[2] ?? script[3];
  const reason = error instanceof TypeError || address ? 'missing' : 'error';
  return new ChunkLoadError('script', (address && fileName(address)) || fallback, reason, { cause: error });
}

/**
 * Loads a lazy chunk within CHUNK_LOAD_TIMEOUT_MS: a chunk that fails, or has not arrived by then, rejects with a
 * ChunkLoadError (any other error, thrown by the module itself, passes through).
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('script', chunkNameOf(load), 'timeout')),
      timeoutMs,
    );
    Promise.resolve()
      .then(load)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(chunkFailureOf(error, load) ?? error);
        },
      );
  });
}
