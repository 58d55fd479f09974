import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { repoRoot } from '../apps/server/src/config.ts';

/**
 * The ceiling of the HTTP benchmark: a bare Fastify instance (no logger, no plugins, no hooks) with one GET
 * route answering a small JSON, in a child process started like the site's (`node --import tsx`), so both are
 * measured the same way and their ratio is what the site's plugins and hooks cost.
 */
export const BARE_PATH = '/bare';

export type BareServer = { baseUrl: string; stop: () => Promise<void> };

async function serve(port: number) {
  const app = Fastify();
  app.get(BARE_PATH, async () => ({ success: true, value: 'ok' }));
  await app.listen({ port, host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** Starts the bare server as a child process on `port` and waits until it answers. */
export async function startBareServer(port = 3202): Promise<BareServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: repoRoot,
    env: { ...process.env, BARE_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('bare bench server exited');
    try {
      if ((await fetch(`${baseUrl}${BARE_PATH}`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await serve(Number(process.env.BARE_PORT ?? 3202));
}
