import { sql } from 'kysely';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { databaseTimeMs } from '../../../db/clock.ts';
import { type Db, dedicatedClient, type Executor } from '../../../db/database.ts';

const RECONNECT_MS = 1_000;
/** A watching socket is pinged this often (proxies close a socket that stays silent for a minute or so). */
const PING_MS = 25_000;

/** What travels on a channel: the game (its room) and the event, which reaches sockets with `serverTime` added. */
type Wire = { g: string; e: { type: string } };

/**
 * Sends an event to everyone watching the game on `channel`, in every process, when (and only if) the caller's
 * transaction commits: a bet nobody paid for is never announced.
 */
export async function publishOn(
  db: Executor,
  channel: string,
  gameCode: string,
  event: { type: string },
): Promise<void> {
  const wire: Wire = { g: gameCode, e: event };
  await sql`SELECT pg_notify(${channel}, ${JSON.stringify(wire)})`.execute(db);
}

/**
 * This process's watchers of the games of one PostgreSQL channel (the crash games, the tables…): one LISTEN
 * connection, opened when the first socket watches, fans each event out to the sockets of its game with this
 * server's clock attached. When the connection drops (a database restart), it comes back by itself and tells
 * every socket to read the state again (`resync`).
 */
export class LiveFeed {
  private readonly watchers = new Map<string, Set<WebSocket>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private counted = new Set<string>();
  /** Sockets whose first message (the state) is not sent yet: the events for them wait here, in order. */
  private readonly held = new Map<WebSocket, string[]>();

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  get watching(): number {
    let count = 0;
    for (const sockets of this.watchers.values()) count += sockets.size;
    return count;
  }

  /** The games this process's sockets watch now. */
  rooms(): string[] {
    return [...this.watchers.keys()];
  }

  /** How many sockets watch each game now (rooms left since the last call count 0 once). */
  audience(): [string, number][] {
    const counts: [string, number][] = [...this.watchers.entries()].map(([room, sockets]) => [
      room,
      sockets.size,
    ]);
    for (const room of this.counted) if (!this.watchers.has(room)) counts.push([room, 0]);
    this.counted = new Set(this.watchers.keys());
    return counts;
  }

  async watch(gameCode: string, socket: WebSocket): Promise<void> {
    let sockets = this.watchers.get(gameCode);
    if (!sockets) {
      sockets = new Set();
      this.watchers.set(gameCode, sockets);
    }
    sockets.add(socket);
    await this.listen();
  }

  unwatch(gameCode: string, socket: WebSocket): void {
    const sockets = this.watchers.get(gameCode);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.watchers.delete(gameCode);
  }

  /**
   * Serves one socket watching `room` from its upgrade to its close: a ping every PING_MS keeps it open through
   * proxies, what the client sends is ignored (moves are HTTP calls under the player's session, so a forged one
   * here does nothing), and once it watches, `first` (the state now) is sent; a start that fails is logged and
   * closes the socket (1011), so the client reconnects.
   */
  serve(socket: WebSocket, room: string, first: () => Promise<unknown>, what: string): void {
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('message', () => undefined);
    socket.on('close', () => {
      clearInterval(ping);
      this.held.delete(socket);
      this.unwatch(room, socket);
    });
    // events arriving before the state is sent wait for it, so the state always comes first
    this.held.set(socket, []);
    void (async () => {
      try {
        await this.watch(room, socket);
        const message = await first();
        const waiting = this.held.get(socket) ?? [];
        this.held.delete(socket);
        if (socket.readyState === socket.OPEN) {
          socket.send(JSON.stringify(message));
          for (const text of waiting) socket.send(text);
        }
      } catch (error) {
        this.held.delete(socket);
        this.log(`${what} live: cannot start`, error);
        socket.close(1011);
      }
    })();
  }

  /** Sends one event to this process's watchers of a game (what a LISTEN notification brings). */
  deliver(gameCode: string, event: Wire['e']): void {
    const sockets = this.watchers.get(gameCode);
    if (!sockets) return;
    const text = JSON.stringify({ ...event, serverTime: databaseTimeMs() });
    for (const socket of sockets) {
      const waiting = this.held.get(socket);
      if (waiting) waiting.push(text);
      else if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  private async listen(): Promise<void> {
    if (this.client || this.closed) return;
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    await this.connecting;
  }

  private async connect(): Promise<void> {
    const client = dedicatedClient(this.db);
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      try {
        const wire = JSON.parse(message.payload) as Wire;
        this.deliver(wire.g, wire.e);
      } catch (error) {
        this.log(`${this.channel} feed: unreadable notification`, error);
      }
    });
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (error) this.log(`${this.channel} feed: connection lost`, error);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.client = client;
    } catch (error) {
      client.end().catch(() => undefined);
      this.log(`${this.channel} feed: cannot listen`, error);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry || this.watchers.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.listen().then(() => {
        if (!this.client) return;
        // what was sent while the connection was down is lost: every watcher reads the state again
        for (const gameCode of this.watchers.keys()) this.deliver(gameCode, { type: 'resync' });
      });
    }, RECONNECT_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    for (const sockets of this.watchers.values()) for (const socket of sockets) socket.close(1001);
    this.watchers.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
