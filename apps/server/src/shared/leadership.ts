import { type Db, dedicatedClient } from '../db/database.ts';

export type Leadership = {
  /** Whether this process leads now. */
  readonly leading: boolean;
  /** Stops trying to lead, and waits for the current lead (if any) to end. */
  stop(): Promise<void>;
};

export type LeadershipOptions = {
  /** The session advisory lock whose holder leads. */
  lock: number;
  /** For log lines: what leads (`crash clock`). */
  name: string;
  log: (message: string, error?: unknown) => void;
  /** How long a process that is not leading waits before trying again. */
  standbyMs?: number;
};

const HEARTBEAT_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `lead` in exactly one server process at a time: the one holding a session advisory lock on a connection
 * of its own. If that process dies or loses its connection (a heartbeat checks it), the lock goes with it and
 * another process takes over; `lead` is told to stop through its argument and must return soon after.
 */
export function whileLeading(
  db: Db,
  options: LeadershipOptions,
  lead: (shouldStop: () => boolean) => Promise<void>,
): Leadership {
  const standbyMs = options.standbyMs ?? 2_000;
  let stopped = false;
  let leading = false;

  async function run(): Promise<void> {
    while (!stopped) {
      const client = dedicatedClient(db);
      let lost = false;
      client.on('error', () => {
        lost = true;
      });
      client.on('end', () => {
        lost = true;
      });
      try {
        await client.connect();
        const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
          options.lock,
        ]);
        if (rows[0]?.ok) {
          leading = true;
          const heartbeat = setInterval(() => {
            client.query('SELECT 1').catch(() => {
              lost = true;
            });
          }, HEARTBEAT_MS);
          try {
            await lead(() => stopped || lost);
          } finally {
            clearInterval(heartbeat);
            leading = false;
          }
        }
      } catch (error) {
        if (!stopped) options.log(`${options.name}: cannot take the lead`, error);
      } finally {
        await client.end().catch(() => undefined);
      }
      if (!stopped) await sleep(standbyMs);
    }
  }

  void run();
  return {
    get leading() {
      return leading;
    },
    async stop() {
      stopped = true;
      while (leading) await sleep(10);
    },
  };
}
