import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/test-db.ts';
import { createPayments } from '../adapters/payments/index.ts';
import { repoRoot } from '../config.ts';
import { hashPassword, verifyPassword } from '../modules/accounts/index.ts';
import { createMember } from '../modules/accounts/testing.ts';
import { gamesForWallet } from '../modules/games/index.ts';
import { memberMainAccount, transferAlone, worldAccount } from '../modules/wallet/index.ts';
import { bindCard, createWithdrawal, expectLedgerConsistent } from '../modules/wallet/testing.ts';
import { parseCommand, runCommand, UsageError } from './admin-commands.ts';

describe('parseCommand: operators and withdrawals', () => {
  it('reads each command', () => {
    expect(parseCommand(['operator', 'create', 'Alice', '--password', 'a-long-password'])).toEqual({
      name: 'operator-create',
      username: 'alice',
      password: 'a-long-password',
    });
    expect(parseCommand(['operator', 'create', 'alice'])).toEqual({
      name: 'operator-create',
      username: 'alice',
      password: undefined,
    });
    expect(parseCommand(['withdrawals', 'list'])).toEqual({ name: 'withdrawals-list', status: undefined });
    expect(parseCommand(['withdrawals', 'list', '--status', 'pending_review'])).toEqual({
      name: 'withdrawals-list',
      status: 'PENDING_REVIEW',
    });
    expect(parseCommand(['withdrawals', 'approve', '42'])).toEqual({ name: 'withdrawals-approve', id: 42n });
    expect(parseCommand(['withdrawals', 'payout', '42'])).toEqual({ name: 'withdrawals-payout', id: 42n });
    expect(parseCommand(['withdrawals', 'reject', '7', '--reason', ' Sai tên '])).toEqual({
      name: 'withdrawals-reject',
      id: 7n,
      reason: 'Sai tên',
    });
  });

  it.each([
    [['operator'], /operator create/],
    [['operator', 'create'], /exactly one username/],
    [['operator', 'create', 'a b'], /username/],
    [['operator', 'create', 'alice', '--password', 'short'], /password must be/],
    [['withdrawals'], /expected "withdrawals list"/],
    [['withdrawals', 'approve'], /exactly one withdrawal id/],
    [['withdrawals', 'approve', 'x'], /withdrawal id/],
    [['withdrawals', 'reject', '7'], /needs --reason/],
    [['withdrawals', 'list', '--status', 'NOPE'], /expected one of/],
    [['withdrawals', 'approve', '7', '--reason', 'x'], /--reason only goes with/],
    [['status', '--password', 'x'], /--password only goes with/],
    [['withdrawals', 'approve', '7', '--status', 'PAID'], /--status only goes with/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describe('operator and withdrawal commands against a database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  const run = async (...argv: string[]) =>
    runCommand(database.db, parseCommand(argv), {
      gateways: (await createPayments(database.db, testConfig())).gateways,
    });

  async function pendingWithdrawal(amount: bigint) {
    const member = await createMember(database.db, { payeeName: 'TRAN THI BINH' });
    const merchant = (await database.db.selectFrom('merchants').select('code').executeTakeFirstOrThrow())
      .code;
    await database.db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword('112233') })
      .where('id', '=', member.id)
      .execute();
    await transferAlone(database.db, {
      key: `cli-test-fund:${member.id}`,
      kind: 'deposit',
      moves: [
        {
          from: await worldAccount(database.db, 'sandbox'),
          to: await memberMainAccount(database.db, member.id),
          amount: 100_000_000n,
        },
      ],
    });
    const who = { id: member.id, merchant };
    const card = await bindCard(database.db, who, {
      bankCode: 'ACB',
      accountNumber: '123456789012',
      payeeName: 'Tran Thi Binh',
    });
    return createWithdrawal(database.db, gamesForWallet, who, {
      cardId: card.id,
      amount: String(amount),
      paymentPassword: '112233',
    });
  }

  it('creates an operator with a hashed password, once', async () => {
    expect(await run('operator', 'create', 'cli-op', '--password', 'cli-password-1')).toMatch(
      /^Created operator cli-op \(#\d+\)\.$/,
    );
    const row = await sql<{ password_hash: string }>`
      SELECT password_hash FROM operators WHERE username = 'cli-op'`.execute(database.db);
    expect(row.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.rows[0]?.password_hash, 'cli-password-1')).toBe(true);
    await expect(run('operator', 'create', 'cli-op', '--password', 'cli-password-1')).rejects.toThrow(
      /already exists/,
    );
  });

  it('lists, approves (paid through the sandbox), rejects, and refuses a second decision', async () => {
    const a = await pendingWithdrawal(20_000_000n);
    const b = await pendingWithdrawal(15_000_000n);
    const list = await run('withdrawals', 'list', '--status', 'PENDING_REVIEW');
    expect(list).toContain(`#${a.id} PENDING_REVIEW`);
    expect(list).toContain('200,000.00 ₫');
    expect(list).toContain('ACB 123456789012 TRAN THI BINH');

    const approved = await run('withdrawals', 'approve', a.id);
    expect(approved).toMatch(new RegExp(`^Approved:\\n#${a.id} PAID`));
    expect(approved).toMatch(/payout: SBXP[0-9A-F]{18}/);
    const reviewed = await sql<{ reviewed_via: string; reviewed_by: string | null }>`
      SELECT reviewed_via, reviewed_by FROM withdrawals WHERE id = ${a.id}`.execute(database.db);
    expect(reviewed.rows[0]).toEqual({ reviewed_via: 'cli', reviewed_by: null });

    const rejected = await run('withdrawals', 'reject', b.id, '--reason', 'Thông tin thẻ không khớp');
    expect(rejected).toContain(`#${b.id} REJECTED`);
    expect(rejected).toContain('reason: Thông tin thẻ không khớp');

    await expect(run('withdrawals', 'approve', a.id)).rejects.toThrow('withdrawal_not_pending');
    await expect(run('withdrawals', 'approve', '999999')).rejects.toThrow('not_found (no such withdrawal)');
    await expect(run('withdrawals', 'payout', b.id)).rejects.toThrow('withdrawal_not_approved');
    expect(await run('withdrawals', 'list', '--status', 'CANCELLED')).toBe('No withdrawals.');
    await expectLedgerConsistent(database.db);
  });

  it('runs as a process: operator create reads the password from standard input', () => {
    const cli = (input: string, ...argv: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli/admin.ts'), ...argv],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
          encoding: 'utf8',
          input,
          timeout: 60_000,
        },
      );
    const created = cli('piped-password-1\n', 'operator', 'create', 'piped-op');
    expect(created.stderr).toBe('');
    expect(created.stdout.trim()).toMatch(/^Created operator piped-op \(#\d+\)\.$/);
    expect(created.status).toBe(0);
    const short = cli('short\n', 'operator', 'create', 'short-op');
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('the password must be 10–256 characters');
    const list = cli('', 'withdrawals', 'list');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('REJECTED');
  });
});
