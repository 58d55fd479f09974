import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { databaseTimeMs, sampleDatabaseClock } from './clock.ts';
import { databaseNow } from './database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("the database's clock told to players", () => {
  it('a process whose own clock is 7 s fast still tells the database time', async () => {
    const truth = (await databaseNow(database.db)).getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7_000 });
    try {
      const offset = await sampleDatabaseClock(database.db);
      expect(offset).toBeLessThan(-6_000);
      // within the round trips of the two reads, far from the 7 s the process clock is off
      expect(Math.abs(databaseTimeMs() - truth)).toBeLessThan(1_000);
    } finally {
      vi.useRealTimers();
      await sampleDatabaseClock(database.db);
    }
  });
});
