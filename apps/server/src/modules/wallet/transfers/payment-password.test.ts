import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db.ts';
import { hashPassword } from '../../accounts/index.ts';
import { createMember } from '../../accounts/test-client.ts';
import { checkPaymentPassword } from './payment-password.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ maxConnections: 25 });
});
afterAll(() => t.drop());

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
});
