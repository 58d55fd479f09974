import { ACCOUNTS_API, AVATAR_CHOICES, AVATAR_MAX_BYTES, type AvatarInfo } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfo } from '../index.ts';
import { TestClient } from '../testing.ts';
import { staticAvatarSvg } from './avatar-svg.ts';
import { buildSecurityTestApp, loggedInMember, nextIp, uploadFile } from './testing.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let t: Awaited<ReturnType<typeof buildSecurityTestApp>>;
beforeAll(async () => {
  t = await buildSecurityTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('static avatars', () => {
  it('shows the current avatar and the choices, and switches to another choice', async () => {
    const m = await loggedInMember(t.app, t.db);
    const info = await m.client.get<AvatarInfo>(ACCOUNTS_API.avatar);
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({
      avatar: 'avatar01',
      avatarType: 'STATIC',
      url: '/media/avatars/avatar01.svg',
    });
    expect(info.body.value.choices.map((c) => c.avatar)).toEqual([...AVATAR_CHOICES]);

    const res = await m.client.put<AvatarInfo>(ACCOUNTS_API.avatar, { avatar: 'avatar05' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      avatar: 'avatar05',
      avatarType: 'STATIC',
      url: '/media/avatars/avatar05.svg',
    });
    expect((await memberInfo(t.db, m.id)).avatar.url).toBe('/media/avatars/avatar05.svg');

    const bad = await m.client.put(ACCOUNTS_API.avatar, { avatar: '../etc/passwd' });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_error']);
  });

  it('draws every choice as an SVG, cached', async () => {
    for (const name of AVATAR_CHOICES) {
      const res = await t.app.inject({ url: `/media/avatars/${name}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age');
      expect(res.body).toBe(staticAvatarSvg(name));
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect(new Set(AVATAR_CHOICES.map(staticAvatarSvg)).size).toBe(AVATAR_CHOICES.length);
    const missing = await t.app.inject({ url: '/media/avatars/avatar99.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a real account to change', async () => {
    const client = new TestClient(t.app, nextIp());
    await client.post(ACCOUNTS_API.freePlay, { nonce: `demo-avatar-${Date.now()}-nonce` });
    expect((await client.get(ACCOUNTS_API.avatar)).status).toBe(200);
    const res = await client.put(ACCOUNTS_API.avatar, { avatar: 'avatar02' });
    expect([res.status, res.body.code]).toEqual([403, 'in_need_true_account']);
    expect((await new TestClient(t.app).get(ACCOUNTS_API.avatar)).status).toBe(401);
  });
});

describe('uploaded avatars', () => {
  it.each([
    ['png', PNG, 'image/png', 'png'],
    ['jpeg', JPEG, 'image/jpeg', 'jpg'],
  ])('stores a %s and serves the same bytes for good', async (_kind, bytes, contentType, ext) => {
    const m = await loggedInMember(t.app, t.db);
    const res = await uploadFile(t.app, m.client, { bytes, filename: `me.${ext}`, contentType });
    expect(res.status).toBe(200);
    const info = res.body.value as AvatarInfo;
    expect(info.avatarType).toBe('CUSTOM');
    expect(info.url).toMatch(new RegExp(`^/media/avatars/custom/${m.id}/[0-9a-f]{16}\\.${ext}$`));
    expect((await memberInfo(t.db, m.id)).avatar.url).toBe(info.url);

    const image = await t.app.inject({ url: info.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(contentType);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(bytes)).toBe(true);

    // another version of the address, or another member's id, finds nothing
    expect(
      (await t.app.inject({ url: info.url.replace(/[0-9a-f]{16}/, '0123456789abcdef') })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: info.url.replace(`/${m.id}/`, `/${m.id + 1000n}/`) })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: info.url.replace(`.${ext}`, ext === 'png' ? '.jpg' : '.png') })).statusCode,
    ).toBe(404);

    // back to a static choice drops the upload
    await m.client.put(ACCOUNTS_API.avatar, { avatar: 'avatar03' });
    expect((await t.app.inject({ url: info.url })).statusCode).toBe(404);
  });

  it('checks the type by content: a gif or a text file named .png is refused', async () => {
    const m = await loggedInMember(t.app, t.db);
    let res = await uploadFile(t.app, m.client, { bytes: GIF, filename: 'a.gif', contentType: 'image/gif' });
    expect([res.status, res.body.code]).toEqual([415, 'avatar_invalid']);
    res = await uploadFile(t.app, m.client, {
      bytes: Buffer.from('<svg onload="alert(1)"></svg> just text'),
      filename: 'evil.png',
      contentType: 'image/png',
    });
    expect([res.status, res.body.code]).toEqual([415, 'avatar_invalid']);
    res = await uploadFile(t.app, m.client, {
      bytes: GIF,
      filename: 'a.png',
      contentType: 'image/png',
      field: 'picture',
    });
    expect(res.status).toBe(400);
    const info = await m.client.get<AvatarInfo>(ACCOUNTS_API.avatar);
    expect(info.body.value.avatarType).toBe('STATIC');
  });

  it('refuses more than the size limit with 413', async () => {
    const m = await loggedInMember(t.app, t.db);
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length + 1)]);
    const res = await uploadFile(t.app, m.client, {
      bytes: big,
      filename: 'big.png',
      contentType: 'image/png',
    });
    expect([res.status, res.body.code]).toEqual([413, 'upload_too_large']);
    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    const ok = await uploadFile(t.app, m.client, {
      bytes: exact,
      filename: 'max.png',
      contentType: 'image/png',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a JSON body and demo accounts', async () => {
    const m = await loggedInMember(t.app, t.db);
    const json = await m.client.post(ACCOUNTS_API.avatarUpload, { file: 'x' });
    expect([json.status, json.body.code]).toEqual([415, 'unsupported_media_type']);
    const demo = new TestClient(t.app, nextIp());
    await demo.post(ACCOUNTS_API.freePlay, { nonce: `demo-upload-${Date.now()}-nonce` });
    const res = await uploadFile(t.app, demo, { bytes: PNG, filename: 'a.png', contentType: 'image/png' });
    expect([res.status, res.body.code]).toEqual([403, 'in_need_true_account']);
  });
});
