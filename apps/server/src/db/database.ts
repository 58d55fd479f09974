import { CompiledQuery, Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { tableWrites } from './table-writes.ts';

// bigint columns (int8) come back as JS bigint, never as a float or a lossy number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type Db = Kysely<Database>;
/** The database or a transaction on it: what queries that may run inside a caller's transaction take. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type DbOptions = {
  maxConnections?: number;
  /**
   * How long a statement waits for a row lock before it fails (`lock_not_available`, answered as the coded
   * `account_busy`), and how long any statement may run: a lock held elsewhere never holds a pool connection
   * (and the request behind it) for longer. 0 turns either off (migrations, long maintenance).
   */
  lockTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** Told about errors of idle connections (the database went away); without a listener they would kill the process. */
  onError?: (error: Error) => void;
};

/** How long a request waits for a connection before it fails (503) instead of hanging while the database is down. */
const CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_LOCK_TIMEOUT_MS = 3_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** A transaction left open by a process that stopped talking to it ends, and its locks with it. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export function createDb(databaseUrl: string, options: number | DbOptions = {}): Db {
  const {
    maxConnections = 20,
    onError = () => {},
    lockTimeoutMs = DEFAULT_LOCK_TIMEOUT_MS,
    statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
  } = typeof options === 'number' ? { maxConnections: options } : options;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    lock_timeout: lockTimeoutMs,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  pool.on('error', onError);
  // a connection checked out between two queries (inside a transaction) reports its death on the client itself:
  // without a listener there, the process would die of an unhandled 'error' event
  pool.on('connect', (client) => client.on('error', onError));
  // tableWrites: caches of rows (live sessions, member info) hear of this process's changes to their tables
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [tableWrites] });
  urls.set(db, databaseUrl);
  return db;
}

const urls = new WeakMap<Db, string>();

/**
 * A connection of its own, outside the pool, for what holds one for long: LISTEN, a session advisory lock. The
 * caller connects it, listens for its 'error' (the database went away) and ends it.
 */
export function dedicatedClient(db: Db): pg.Client {
  const connectionString = urls.get(db);
  if (!connectionString) throw new Error('dedicatedClient: this database was not made by createDb');
  return new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
}

/** Whether the database answers now (for /readyz): a trivial query, given `timeoutMs` at most. */
export async function databaseReady(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([sql`SELECT 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A hot statement run as a named prepared statement: parsed and planned once per connection, not on every call.
 * For statements whose planning costs PostgreSQL more than running them (CTEs above all): the seamless wallet's
 * debit and credit fell by about 45% of PostgreSQL's CPU per round when prepared. Kysely's PostgreSQL driver hands
 * the compiled `sql` to node-postgres' `Client#query` as it is, and node-postgres takes a `{ name, text }` config
 * there (hence the cast). One name must always carry the same text: keep `text` a constant. PostgreSQL plans a
 * prepared statement again by itself when a table it reads changes.
 */
export function preparedQuery(name: string, text: string, parameters: readonly unknown[]): CompiledQuery {
  const query = CompiledQuery.raw(text, [...parameters]);
  return { ...query, sql: { name, text } as unknown as string };
}

/**
 * The database's clock at this moment (`clock_timestamp()`, not the transaction's start): the one clock every
 * process agrees on for closes, deadlines and what players are shown as closed. Read it after any lock the decision
 * depends on, so a wait for the lock is counted.
 */
export async function databaseNow(db: Executor): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(db);
  return (rows[0] as { now: Date }).now;
}
