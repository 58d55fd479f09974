import { ACCOUNTS_API, type Announcements, API, type NoticePage, SESSION_COOKIE } from '@app/contracts';
import { type Insertable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-db.ts';
import { createMember, registerMember, TestClient } from '../accounts/testing.ts';
import type { AnnouncementsTable } from './tables.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

/** The seed's welcome-gift popup (its English title): the one leading to /register, for visitors. */
let WELCOME_POPUP = '';
const MEMBERS_POPUP = 'Members: weekend reload';
const VIP_NOTICE = 'VIP3 and up: personal host';
const MEMBERS_NOTICE = 'Members: new game added';

beforeAll(async () => {
  t = await createTestApp();
  const item = (
    type: 'PU' | 'PL',
    title: string,
    audience: 'members' | 'visitors' | 'all',
    minRank = 0,
  ): Insertable<AnnouncementsTable> => ({
    type,
    title: { vi: title, en: title },
    content: { vi: `<p>${title}</p>`, en: `<p>${title}</p>` },
    audience,
    min_rank: minRank,
  });
  const welcome = await t.db
    .selectFrom('announcements')
    .select(['title', 'audience'])
    .where('type', '=', 'PU')
    .where('link', '=', '/register')
    .executeTakeFirstOrThrow();
  expect(welcome.audience).toBe('visitors');
  WELCOME_POPUP = welcome.title.en;
  await t.db
    .insertInto('announcements')
    .values([
      item('PU', MEMBERS_POPUP, 'members'),
      item('PL', VIP_NOTICE, 'members', 3),
      item('PL', MEMBERS_NOTICE, 'members'),
    ])
    .execute();
});
afterAll(async () => {
  await t?.close();
});

async function announcements(client: TestClient, types = 'PU,PL'): Promise<Announcements> {
  const res = await client.get<Announcements>(`${API.announcements}?types=${types}`);
  expect(res.status).toBe(200);
  return res.body.value;
}

const titles = (list: { title: string }[]) => list.map((n) => n.title);

async function noticeTitles(client: TestClient): Promise<string[]> {
  const res = await client.get<NoticePage>(`${API.notices}?pageSize=100`);
  expect(res.status).toBe(200);
  return titles(res.body.value.items);
}

async function loggedInMember(rankLevel = 0): Promise<{ client: TestClient; id: bigint }> {
  const member = await createMember(t.db);
  if (rankLevel > 0)
    await t.db.updateTable('members').set({ rank_level: rankLevel }).where('id', '=', member.id).execute();
  const client = new TestClient(t.app);
  expect((await client.login(member.username, 'Test1234')).status).toBe(200);
  return { client, id: member.id };
}

describe('announcements by audience', () => {
  it('a visitor gets the welcome-gift popup and nothing meant for members', async () => {
    const visitor = new TestClient(t.app);
    const a = await announcements(visitor);
    expect(titles(a.popup)).toEqual([WELCOME_POPUP]);
    expect(a.popup[0]?.audience).toBe('visitors');
    expect(titles(a.player)).not.toContain(MEMBERS_NOTICE);
    expect(titles(a.player)).not.toContain(VIP_NOTICE);
    // the notice page is the same audience's
    const notices = await noticeTitles(visitor);
    expect(notices).not.toContain(MEMBERS_NOTICE);
    expect(notices).not.toContain(VIP_NOTICE);
    expect(notices.length).toBeGreaterThanOrEqual(20);
  });

  it('a member never gets the visitors popup, and gets what is for members up to their rank', async () => {
    const { client, id } = await loggedInMember();
    const a = await announcements(client);
    expect(titles(a.popup)).toEqual([MEMBERS_POPUP]);
    expect(a.popup[0]?.audience).toBe('members');
    expect(titles(a.player)).toContain(MEMBERS_NOTICE);
    expect(titles(a.player)).not.toContain(VIP_NOTICE);
    expect(await noticeTitles(client)).toContain(MEMBERS_NOTICE);

    // promoted to VIP3: the same session sees the VIP notice from its next call
    await t.db.updateTable('members').set({ rank_level: 3 }).where('id', '=', id).execute();
    expect(titles((await announcements(client)).player)).toContain(VIP_NOTICE);
    expect(await noticeTitles(client)).toContain(VIP_NOTICE);
  });

  it('shares what is for everyone: visitor and member get the same banners and headlines', async () => {
    const visitor = await announcements(new TestClient(t.app), 'B,H');
    const { client } = await loggedInMember(5);
    const member = await announcements(client, 'B,H');
    expect(member.banners).toEqual(visitor.banners);
    expect(member.headline).toEqual(visitor.headline);
    expect(member.banners.length).toBeGreaterThan(0);
  });

  it('registering logs in and takes the welcome popup away; logging out brings it back', async () => {
    const client = new TestClient(t.app);
    expect(titles((await announcements(client)).popup)).toEqual([WELCOME_POPUP]);
    const registered = await registerMember(client, t.db);
    expect(registered.status).toBe(200);
    expect(titles((await announcements(client)).popup)).toEqual([MEMBERS_POPUP]);
    expect((await client.delete(ACCOUNTS_API.logout)).status).toBe(200);
    expect(titles((await announcements(client)).popup)).toEqual([WELCOME_POPUP]);
  });

  it('an expired or unknown session cookie is a visitor', async () => {
    const client = new TestClient(t.app);
    client.cookies.set(SESSION_COOKIE, 'x'.repeat(43));
    expect(titles((await announcements(client)).popup)).toEqual([WELCOME_POPUP]);
  });

  it('the database refuses an unknown audience and a minimum rank outside the members audience', async () => {
    const base = { type: 'PU', title: { vi: 'x', en: 'x' }, content: { vi: 'x', en: 'x' } } as const;
    await expect(
      t.db
        .insertInto('announcements')
        .values({ ...base, audience: sql<'all'>`'nobody'` })
        .execute(),
    ).rejects.toThrow(/announcements_audience_check/);
    await expect(
      t.db
        .insertInto('announcements')
        .values({ ...base, audience: 'visitors', min_rank: 2 })
        .execute(),
    ).rejects.toThrow(/announcements_min_rank_members/);
    await expect(
      t.db
        .insertInto('announcements')
        .values({ ...base, audience: 'all', min_rank: 2 })
        .execute(),
    ).rejects.toThrow(/announcements_min_rank_members/);
  });
});
