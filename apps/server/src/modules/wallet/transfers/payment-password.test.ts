import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { createDb } from '../../../db/database.ts';
import { hashPassword, verifyPassword } from '../../accounts/index.ts';
import { createMember } from '../../accounts/testing.ts';
import { checkPaymentPassword, PAYMENT_PASSWORD_LIMITS } from './payment-password.ts';

// Every argon2 check is counted: a test then knows how many guesses got as far as the password.
vi.mock('../../accounts/passwords/hashing.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../accounts/passwords/hashing.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ maxConnections: 25 });
});
afterAll(() => t.drop());
beforeEach(() => {
  passwordChecks.mockClear();
});

async function memberWithPaymentPassword() {
  const member = await createMember(t.db);
  await t.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword('246810') })
    .where('id', '=', member.id)
    .execute();
  return member.id;
}

const codeOf = (r: PromiseSettledResult<void>) =>
  r.status === 'fulfilled' ? 'ok' : ((r.reason as { code?: string }).code ?? 'error');

describe('payment password attempts', () => {
  it('a burst of concurrent wrong guesses gets no more tries than the limit, then the password is locked', async () => {
    const id = await memberWithPaymentPassword();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => checkPaymentPassword(t.db, id, '000000')),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'payment_password_wrong').length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 'payment_password_locked').length).toBeGreaterThanOrEqual(16);
    await expect(checkPaymentPassword(t.db, id, '246810')).rejects.toMatchObject({
      code: 'payment_password_locked',
    });
  });

  it('a correct password clears earlier misses', async () => {
    const id = await memberWithPaymentPassword();
    await expect(checkPaymentPassword(t.db, id, '111111')).rejects.toMatchObject({
      code: 'payment_password_wrong',
    });
    await expect(checkPaymentPassword(t.db, id, '246810')).resolves.toBeUndefined();
    const row = await t.db
      .selectFrom('payment_password_attempts')
      .selectAll()
      .where('member_id', '=', id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('30 concurrent wrong guesses over two connection pools (two processes): exactly 5 checked', async () => {
    const id = await memberWithPaymentPassword();
    const other = createDb(t.url, 10);
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => checkPaymentPassword(i % 2 ? other : t.db, id, '000000')),
      );
      const { failuresBeforeLock } = PAYMENT_PASSWORD_LIMITS;
      expect(passwordChecks).toHaveBeenCalledTimes(failuresBeforeLock);
      const codes = results.map(codeOf);
      expect(codes.filter((c) => c === 'payment_password_wrong')).toHaveLength(failuresBeforeLock - 1);
      expect(codes.filter((c) => c === 'payment_password_locked')).toHaveLength(30 - failuresBeforeLock + 1);
    } finally {
      await other.destroy();
    }
  });

  it('10 concurrent correct passwords all pass', async () => {
    const id = await memberWithPaymentPassword();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => checkPaymentPassword(t.db, id, '246810')),
    );
    expect(results.map(codeOf)).toEqual(Array(10).fill('ok'));
  });
});
