import { MESSAGES_API, type MessagePage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { createMember, TestClient } from '../accounts/testing.ts';
import { sendMessage } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let merchant: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  merchant = (await t.db.selectFrom('merchants').select('code').executeTakeFirstOrThrow()).code;
});
afterAll(() => t.close());

async function member() {
  const m = await createMember(t.db);
  const client = new TestClient(t.app);
  await client.login(m.username, 'Test1234');
  return { ...m, client };
}

const send = (to: string | null, title: string, body = `${title} body`) =>
  sendMessage(t.db, { merchant, to, title, body });

async function inbox(client: TestClient, query = '') {
  const res = await client.get<MessagePage>(`${MESSAGES_API.list}${query}`);
  expect(res.status).toBe(200);
  return res.body.value;
}

describe('the inbox', () => {
  it('shows a member their own messages and those to everyone, newest first, never another member’s', async () => {
    const [a, b] = [await member(), await member()];
    const before = (await inbox(a.client)).total;
    await send(a.username, 'to a');
    await send(null, 'to everyone');
    await send(b.username, 'to b');
    const page = await inbox(a.client);
    expect(page.total).toBe(before + 2);
    expect(page.items.slice(0, 2).map((m) => [m.title, m.personal, m.read])).toEqual([
      ['to everyone', false, false],
      ['to a', true, false],
    ]);
    expect(page.items.map((m) => m.title)).not.toContain('to b');
    expect(page.items[1]).toMatchObject({ body: 'to a body', sentAt: expect.stringMatching(/Z$/) });
    expect((await inbox(b.client)).items.map((m) => m.title)).toContain('to everyone');
  });

  it('counts what is unread, marks one read (twice is once) and all read, each member for themselves', async () => {
    const [a, b] = [await member(), await member()];
    const unreadAtStart = (await a.client.get<number>(MESSAGES_API.unread)).body.value;
    const personal = await send(a.username, 'read me');
    await send(null, 'broadcast');
    expect((await a.client.get<number>(MESSAGES_API.unread)).body.value).toBe(unreadAtStart + 2);
    const bUnread = (await b.client.get<number>(MESSAGES_API.unread)).body.value;

    for (let i = 0; i < 2; i++) {
      const res = await a.client.post(MESSAGES_API.read(String(personal.id)));
      expect(res.status).toBe(200);
    }
    const page = await inbox(a.client);
    expect(page.unread).toBe(unreadAtStart + 1);
    expect(page.items.find((m) => m.title === 'read me')?.read).toBe(true);

    const all = await a.client.post<number>(MESSAGES_API.readAll);
    expect(all.body.value).toBe(unreadAtStart + 1);
    expect((await a.client.get<number>(MESSAGES_API.unread)).body.value).toBe(0);
    expect((await a.client.post<number>(MESSAGES_API.readAll)).body.value).toBe(0);
    // b's reads are b's: a's marks changed nothing for b
    expect((await b.client.get<number>(MESSAGES_API.unread)).body.value).toBe(bUnread);
  });

  it('answers message_not_found for another member’s message, an unknown id or a malformed one', async () => {
    const [a, b] = [await member(), await member()];
    const theirs = await send(b.username, 'private');
    for (const id of [String(theirs.id), '999999999999', 'abc', '0']) {
      const res = await a.client.post(MESSAGES_API.read(id));
      expect(res.status, id).toBe(404);
      expect(res.body.code, id).toBe('message_not_found');
    }
    const read = await t.db
      .selectFrom('member_message_reads')
      .select('member_id')
      .where('message_id', '=', theirs.id)
      .execute();
    expect(read).toEqual([]);
  });

  it('pages: the page size, the page number, the total pages', async () => {
    const a = await member();
    for (let i = 1; i <= 5; i++) await send(a.username, `m${i}`);
    const first = await inbox(a.client, '?pageNo=1&pageSize=2');
    const second = await inbox(a.client, '?pageNo=2&pageSize=2');
    expect(first.items.map((m) => m.title)).toEqual(['m5', 'm4']);
    expect(second.items.map((m) => m.title)).toEqual(['m3', 'm2']);
    expect(first.totalPages).toBe(Math.ceil(first.total / 2));
    const bad = await a.client.get(`${MESSAGES_API.list}?pageNo=0`);
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_page']);
  });

  it('is for members only', async () => {
    const visitor = new TestClient(t.app);
    for (const res of [
      await visitor.get(MESSAGES_API.list),
      await visitor.get(MESSAGES_API.unread),
      await visitor.post(MESSAGES_API.readAll),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('keeps a message in both languages and shows each member only their own', async () => {
    const a = await member();
    await sendMessage(t.db, {
      merchant,
      to: a.username,
      title: 'Xin chào',
      body: 'Nội dung tiếng Việt',
      english: { title: 'Hello', body: 'The English text' },
    });
    a.client.language = 'vi';
    expect((await inbox(a.client)).items[0]).toMatchObject({
      title: 'Xin chào',
      body: 'Nội dung tiếng Việt',
    });
    a.client.language = 'en';
    expect((await inbox(a.client)).items[0]).toMatchObject({ title: 'Hello', body: 'The English text' });
    // one text written: the same in both
    await send(a.username, 'Một văn bản');
    for (const language of ['vi', 'en'] as const) {
      a.client.language = language;
      expect((await inbox(a.client)).items[0]?.title, language).toBe('Một văn bản');
    }
  });

  it('welcomes every member with the seeded message in their language, never both glued together', async () => {
    const a = await member();
    const welcome = async (language: 'vi' | 'en') => {
      a.client.language = language;
      const items = (await inbox(a.client, '?pageSize=50')).items;
      return items.find((m) => !m.personal && /HanoiBet/.test(m.title));
    };
    expect(await welcome('vi')).toMatchObject({
      title: 'Chào mừng bạn đến với HanoiBet',
      body: expect.stringMatching(/^Cảm ơn bạn đã tham gia\./),
    });
    const english = await welcome('en');
    expect(english).toMatchObject({
      title: 'Welcome to HanoiBet',
      body: expect.stringMatching(/^Thank you/),
    });
    expect(english?.body).not.toMatch(/Cảm ơn/);
  });

  it('refuses a message to a username the merchant does not have', async () => {
    await expect(send('nobody-here', 'lost')).rejects.toMatchObject({ code: 'not_found' });
  });
});
