import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/test-db.ts';
import { createPayments } from '../adapters/payments/index.ts';
import { repoRoot } from '../config.ts';
import { createMember } from '../modules/accounts/testing.ts';
import { parseCommand, runCommand, UsageError } from './admin-commands.ts';

describe('parseCommand', () => {
  it('reads each command', () => {
    expect(parseCommand(['maintenance', 'on'])).toEqual({ name: 'maintenance', enabled: true, endsAt: null });
    expect(parseCommand(['maintenance', 'off'])).toEqual({
      name: 'maintenance',
      enabled: false,
      endsAt: null,
    });
    expect(parseCommand(['block-country', 'vn'])).toEqual({ name: 'block-country', countryCode: 'VN' });
    expect(parseCommand(['unblock-country', 'US'])).toEqual({ name: 'unblock-country', countryCode: 'US' });
    expect(parseCommand(['block-ip', '203.0.113.0/24'])).toEqual({
      name: 'block-ip',
      network: '203.0.113.0/24',
    });
    expect(parseCommand(['unblock-ip', '2001:db8::1'])).toEqual({
      name: 'unblock-ip',
      network: '2001:db8::1',
    });
    expect(parseCommand(['status'])).toEqual({ name: 'status' });
    expect(parseCommand([])).toEqual({ name: 'help' });
    expect(parseCommand(['--help'])).toEqual({ name: 'help' });
  });

  it('reads --until as ISO or as Vietnam time', () => {
    const iso = parseCommand(['maintenance', 'on', '--until', '2099-01-02T03:04:05Z']);
    expect(iso).toMatchObject({ endsAt: new Date('2099-01-02T03:04:05Z') });
    const local = parseCommand(['maintenance', 'on', '--until', '2099-01-02 10:04']);
    expect(local).toMatchObject({ endsAt: new Date('2099-01-02T03:04:00Z') });
  });

  it.each([
    [['frob'], /unknown command "frob"/],
    [['maintenance'], /expected exactly one/],
    [['maintenance', 'maybe'], /"on" or "off"/],
    [['maintenance', 'off', '--until', '2099-01-01 00:00'], /--until only goes with/],
    [['maintenance', 'on', '--until', 'tomorrow'], /is not a date/],
    [['maintenance', 'on', '--until', '2099-02-30 10:00'], /is not a date/],
    [['maintenance', 'on', '--until', '2001-01-01T00:00:00Z'], /already past/],
    [['maintenance', 'on', '--bogus'], /Unknown option/],
    [['block-country', 'VNM'], /two-letter/],
    [['block-country'], /expected exactly one country code/],
    [['block-ip', '10.0.0.0/33'], /IP address or CIDR/],
    [['block-ip', 'example.com'], /IP address or CIDR/],
    [['block-ip', '1.2.3.4', '5.6.7.8'], /expected exactly one/],
    [['status', 'now'], /no arguments/],
    [['message', '--title', 'Hi', '--body', 'Text'], /needs --to/],
    [['message', '--to', 'demo01', '--body', 'Text'], /needs --title/],
    [['message', '--to', 'demo01', '--title', 'Hi'], /needs --body/],
    [['message', '--to', 'demo01', '--title', 'x'.repeat(121), '--body', 'Text'], /at most 120/],
    [['message', '--to', 'demo01', '--title', 'Hi\u0000', '--body', 'Text'], /control characters/],
    [['message', 'demo01'], /no arguments/],
    [['status', '--title', 'Hi'], /only go with "message"/],
    [['cashback-rate', 'RNG'], /expected "cashback-rate/],
    [['cashback-rate', 'POKER', '1'], /expected a category/],
    [['cashback-rate', 'RNG', '1,5'], /expected a percent/],
    [['cashback-rate', 'RNG', '3.01'], /at most 3 %/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describe('admin commands against a database', () => {
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

  it('changes and prints the access rules through the platform service', async () => {
    expect(await run('status')).toMatch(
      /maintenance: +off\nblocked countries: \(none\)\nblocked networks: +\(none\)/,
    );
    expect(await run('maintenance', 'on', '--until', '2099-06-01 08:30')).toBe(
      'Maintenance ON until 2099-06-01T01:30:00.000Z (2099-06-01 08:30 Vietnam time).',
    );
    expect(await run('maintenance', 'on')).toBe('Maintenance ON, until turned off.');
    expect(await run('block-country', 'kp')).toBe('Blocked country KP.');
    expect(await run('block-country', 'KP')).toBe('Country KP was already blocked.');
    expect(await run('block-ip', '10.9.8.7/8')).toBe('Blocked 10.0.0.0/8.');
    expect(await run('block-ip', '192.0.2.1')).toBe('Blocked 192.0.2.1/32.');
    expect(await run('block-ip', '192.0.2.1/32')).toBe('192.0.2.1/32 was already blocked.');
    const status = await run('status');
    expect(status).toContain('maintenance:       ON, until turned off');
    expect(status).toContain('blocked countries: KP');
    expect(status).toContain('blocked networks:  10.0.0.0/8, 192.0.2.1/32');

    expect(await run('unblock-ip', '192.0.2.1')).toBe('Unblocked 192.0.2.1/32.');
    expect(await run('unblock-ip', '192.0.2.1')).toBe('192.0.2.1/32 was not blocked.');
    expect(await run('unblock-country', 'KP')).toBe('Unblocked country KP.');
    expect(await run('unblock-country', 'KP')).toBe('Country KP was not blocked.');
    expect(await run('maintenance', 'off')).toBe('Maintenance off.');
    expect(await run('status')).toContain('blocked networks:  10.0.0.0/8');
  });

  it('sends a message to one member or to every member; an unknown username is refused', async () => {
    const member = await createMember(database.db);
    expect(parseCommand(['message', '--to', 'ALL', '--title', ' Hi ', '--body', 'Line 1\nLine 2'])).toEqual({
      name: 'message',
      to: null,
      title: 'Hi',
      body: 'Line 1\nLine 2',
    });
    expect(await run('message', '--to', member.username, '--title', 'Yours', '--body', 'Only yours')).toMatch(
      new RegExp(`^Sent message #\\d+ to ${member.username}\\.$`),
    );
    expect(await run('message', '--to', 'all', '--title', 'Everyone', '--body', 'For all')).toMatch(
      /^Sent message #\d+ to every member\.$/,
    );
    expect(
      parseCommand([
        'message',
        '--to',
        'all',
        '--title',
        'Chào',
        '--body',
        'Chữ',
        '--title-en',
        'Hi',
        '--body-en',
        'Text',
      ]),
    ).toMatchObject({ title: 'Chào', body: 'Chữ', english: { title: 'Hi', body: 'Text' } });
    expect(() =>
      parseCommand(['message', '--to', 'all', '--title', 'Chào', '--body', 'Chữ', '--title-en', 'Hi']),
    ).toThrow(/--body-en/);
    expect(
      await run(
        'message',
        '--to',
        'all',
        '--title',
        'Chào',
        '--body',
        'Chữ',
        '--title-en',
        'Hi',
        '--body-en',
        'Text',
      ),
    ).toMatch(/^Sent message #\d+ to every member\.$/);
    const rows = await database.db
      .selectFrom('member_messages')
      .select(['member_id', 'title'])
      .where(sql<string>`title ->> 'vi'`, 'in', ['Yours', 'Everyone', 'Chào'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { member_id: member.id, title: { vi: 'Yours', en: 'Yours' } },
      { member_id: null, title: { vi: 'Everyone', en: 'Everyone' } },
      { member_id: null, title: { vi: 'Chào', en: 'Hi' } },
    ]);
    await expect(run('message', '--to', 'nobody-here', '--title', 'Lost', '--body', 'x')).rejects.toThrow(
      /no member "nobody-here"/,
    );
  });

  it('prints and sets the cashback rates', async () => {
    expect(parseCommand(['cashback-rate', 'rng', '1.2'])).toEqual({
      name: 'cashback-rate',
      category: 'RNG',
      rateBp: 120,
    });
    expect(parseCommand(['cashback-rate', 'LIVE', '0.05'])).toMatchObject({ rateBp: 5 });
    expect(await run('cashback-rates')).toContain('RNG      1.00 %');
    expect(await run('cashback-rate', 'RNG', '1.25')).toBe('Cashback for RNG is now 1.25 %.');
    expect(await run('cashback-rate', 'PVP', '0')).toBe('Cashback for PVP is now 0.00 %.');
    const rates = await run('cashback-rates');
    expect(rates).toContain('RNG      1.25 %');
    expect(rates).toContain('LIVE     0.60 %');
  });

  it('runs as a process against DATABASE_URL, exiting non-zero on bad input', () => {
    const cli = (...argv: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli/admin.ts'), ...argv],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
    const blocked = cli('block-country', 'ru');
    expect(blocked.stderr).toBe('');
    expect(blocked.status).toBe(0);
    expect(blocked.stdout.trim()).toBe('Blocked country RU.');
    const status = cli('status');
    expect(status.status).toBe(0);
    expect(status.stdout).toContain('blocked countries: RU');
    const bad = cli('block-ip', 'not-an-ip');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Error: expected an IP address or CIDR network');
    expect(bad.stdout).toBe('');
  });
});
