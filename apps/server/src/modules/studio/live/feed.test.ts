import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { LiveFeed } from './feed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 2 });
}, 120_000);
afterAll(() => database?.drop());

const socket = () =>
  ({ readyState: 1, OPEN: 1, send: () => undefined, close: () => undefined }) as unknown as WebSocket;

describe('a live feed', () => {
  it('counts its sockets per game, and a game its last socket left once as 0', async () => {
    const feed = new LiveFeed(database.db, 'test_feed', () => undefined);
    try {
      const [a, b, c] = [socket(), socket(), socket()];
      await feed.watch('G1', a);
      await feed.watch('G1', b);
      await feed.watch('G2', c);
      expect(feed.audience()).toEqual([
        ['G1', 2],
        ['G2', 1],
      ]);
      feed.unwatch('G2', c);
      feed.unwatch('G1', a);
      expect(feed.audience()).toEqual([
        ['G1', 1],
        ['G2', 0],
      ]);
      expect(feed.audience()).toEqual([['G1', 1]]);
    } finally {
      await feed.close();
    }
  });
});
