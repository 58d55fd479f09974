import { ACCOUNTS_API, type OutboxMessage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { writeOutbox } from '../../../adapters/outbox.ts';
import { parseCommand, runCommand } from '../../../cli/admin-commands.ts';
import { latestCode, TestClient } from '../testing.ts';
import { codeMessage, consumeCode, sendCode } from './codes.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const error = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );

describe('one-time codes', () => {
  it('is single use, dies after 5 wrong guesses, and a new code replaces the old one', async () => {
    const target = 'codes1@mail.vn';
    const send = () =>
      sendCode(t.db, { purpose: 'bind_email', channel: 'email', target, ip: null, language: 'en' });
    expect(await send()).toEqual({ expiredMinutes: 5 });
    const first = await latestCode(t.db, target);
    await send();
    const second = await latestCode(t.db, target);
    if (first !== second) {
      expect(await error(consumeCode(t.db, { purpose: 'bind_email', target, code: first }))).toBe(
        'invalid_verification_code',
      );
    }
    expect(await error(consumeCode(t.db, { purpose: 'bind_email', target, code: second }))).toBe('ok');
    expect(await error(consumeCode(t.db, { purpose: 'bind_email', target, code: second }))).toBe(
      'invalid_verification_code',
    );
    // another purpose's code is no use here
    expect(await error(consumeCode(t.db, { purpose: 'login', target, code: second }))).toBe(
      'invalid_verification_code',
    );

    await send();
    const third = await latestCode(t.db, target);
    const wrong = third === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await error(consumeCode(t.db, { purpose: 'bind_email', target, code: wrong }))).toBe(
        'invalid_verification_code',
      );
    }
    expect(await error(consumeCode(t.db, { purpose: 'bind_email', target, code: third }))).toBe(
      'invalid_verification_code',
    );
    expect(await error(consumeCode(t.db, { purpose: 'bind_email', target, code: 'x'.repeat(256) }))).toBe(
      'invalid_verification_code',
    );
    expect(
      await error(consumeCode(t.db, { purpose: 'bind_email', target: 'nobody@mail.vn', code: '123456' })),
    ).toBe('invalid_verification_code');
  });

  it('writes the message in the member language with the code and its lifetime', async () => {
    expect(codeMessage('HanoiBet', 'register', '123456', 5, 'vi').text).toBe(
      '[HanoiBet] Mã xác minh đăng ký của bạn là 123456. Mã có hiệu lực trong 5 phút. Không chia sẻ mã này với bất kỳ ai.',
    );
    expect(codeMessage('HanoiBet', 'login', '654321', 3, 'en')).toEqual({
      subject: 'HanoiBet – your login code',
      text: '[HanoiBet] Your login code is 654321. It expires in 3 minutes. Never share it with anyone.',
    });
    await sendCode(t.db, {
      purpose: 'register',
      channel: 'sms',
      target: '84911111111',
      ip: null,
      language: 'vi',
    });
    const row = await t.db
      .selectFrom('dev_outbox')
      .selectAll()
      .where('recipient', '=', '84911111111')
      .executeTakeFirstOrThrow();
    expect([row.channel, row.subject]).toEqual(['sms', null]);
    expect(row.body).toMatch(
      /^\[HanoiBet\] Mã xác minh đăng ký của bạn là \d{6}\. Mã có hiệu lực trong 5 phút\./,
    );
  });
});

describe('the dev outbox', () => {
  it('lists the latest 50 messages, newest first, optionally to one recipient', async () => {
    const key = 'k'.repeat(43);
    for (let i = 0; i < 55; i++)
      await writeOutbox(
        t.db,
        { channel: 'sms', to: `8490000${i % 3}`, subject: null, body: `m${i}` },
        { viewer: () => key },
      );
    const c = new TestClient(t.app);
    c.cookies.set('hb_outbox', key);
    const all = await c.get<OutboxMessage[]>(ACCOUNTS_API.devOutbox);
    expect(all.status).toBe(200);
    expect(all.body.value).toHaveLength(50);
    expect(all.body.value[0]?.body).toBe('m54');
    const one = await c.get<OutboxMessage[]>(`${ACCOUNTS_API.devOutbox}?to=84900001`);
    expect(one.body.value.map((m) => m.body).slice(0, 2)).toEqual(['m52', 'm49']);
    expect(one.body.value.every((m) => m.to === '84900001' && m.channel === 'sms')).toBe(true);
    const tooLong = await c.get(`${ACCOUNTS_API.devOutbox}?to=${'x'.repeat(300)}`);
    expect(tooLong.status).toBe(400);
  });

  it('is printed by `npm run admin -- outbox [--to X]`', async () => {
    await writeOutbox(t.db, {
      channel: 'email',
      to: 'cli@mail.vn',
      subject: 'Hello',
      body: 'Your code is 123456.',
    });
    const printed = await runCommand(t.db, parseCommand(['outbox', '--to', 'cli@mail.vn']), { gateways: [] });
    expect(printed).toMatch(/^#\d+ \S+ EMAIL to cli@mail\.vn\nSubject: Hello\nYour code is 123456\.$/);
    expect(await runCommand(t.db, parseCommand(['outbox', '--to', 'none@mail.vn']), { gateways: [] })).toBe(
      'No messages to none@mail.vn.',
    );
    expect(parseCommand(['outbox'])).toEqual({ name: 'outbox', to: undefined });
    expect(() => parseCommand(['status', '--to', 'x'])).toThrow('--to only goes with "outbox"');
    expect(() => parseCommand(['outbox', 'x'])).toThrow('outbox takes no arguments');
  });
});

describe('the code message', () => {
  it('reads naturally in Vietnamese for every purpose (no word said twice)', async () => {
    const { codeMessage } = await import('./codes.ts');
    for (const purpose of [
      'login',
      'register',
      'password_reset',
      'bind_mobile',
      'bind_email',
      'second_verification',
    ] as const) {
      const { text } = codeMessage('HanoiBet', purpose, '123456', 5, 'vi');
      expect(text.match(/xác minh/g)?.length ?? 0, text).toBeLessThanOrEqual(1);
    }
  });
});
