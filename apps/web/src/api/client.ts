import { LANGUAGE_HEADER, type Language } from '@app/contracts';

/** A failure the server explained: its code and a message already in the visitor's language. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached or did not answer with the API's envelope. */
export class NetworkError extends Error {
  constructor(readonly status: number | null) {
    super(`Network failure${status === null ? '' : ` (HTTP ${status})`}`);
    this.name = 'NetworkError';
  }
}

export type QueryParams = Record<string, string | number | undefined>;

type Envelope<T> = { success: true; value: T } | { success: false; code: string; message: string };

function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** GETs an API path and unwraps `{ success, value }`, throwing ApiError or NetworkError. */
export async function apiGet<T>(
  path: string,
  options: { language: Language; params?: QueryParams; signal?: AbortSignal },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      headers: { accept: 'application/json', [LANGUAGE_HEADER]: options.language },
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(null);
  }
  let body: Envelope<T>;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw new NetworkError(response.status);
  }
  if (body.success) return body.value;
  if (typeof body.code !== 'string') throw new NetworkError(response.status);
  throw new ApiError(body.code, body.message, response.status);
}
