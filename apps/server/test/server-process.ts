import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER } from '@app/contracts';
import { repoRoot } from '../src/config.ts';

/**
 * The real server as a child process, for tests that kill it (crash recovery) or its database: started with
 * `node --import tsx apps/server/src/main.ts` on a free port, and a small cookie-keeping HTTP client.
 */

export type ServerProcess = {
  baseUrl: string;
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<string>;
  /** Whether the process is still running. */
  alive: () => boolean;
  /** The last 4,000 characters the process wrote to stderr. */
  stderr: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server and waits until it answers /healthz. With `mayDie`, a process that dies while starting (a
 * crash step reached by a recovery job that runs at start) is not an error: `exited` tells.
 */
export async function startServer(
  env: Record<string, string>,
  options: { mayDie?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'false',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (options.mayDie) break;
      throw new Error(`server exited at start: ${stderr}`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 60_000) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A browser-like client of a server process: keeps cookies, echoes the CSRF cookie on writes. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(public baseUrl: string) {}

  async send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    signal?: AbortSignal,
  ) {
    const all: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (csrf && method !== 'GET') all[CSRF_HEADER] = csrf;
    let payload: string | undefined;
    if (body instanceof URLSearchParams) {
      all['content-type'] = 'application/x-www-form-urlencoded';
      payload = body.toString();
    } else if (body !== undefined) {
      all['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: all,
      body: payload,
      redirect: 'manual',
      signal,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: { success: boolean; value: unknown; code?: string } | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json };
  }

  /** Sends and answers `undefined` when the connection dies under it (the server was killed mid-request). */
  async sendExpectingCrash(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    try {
      return await this.send(method, path, body, headers);
    } catch {
      return undefined;
    }
  }
}

/** Waits until `check` holds (polled every `everyMs`), or fails naming `what` after `timeoutMs`. */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 60_000, everyMs = 100 } = {},
): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += everyMs) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for: ${what}`);
}
