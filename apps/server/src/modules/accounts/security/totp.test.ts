import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTotpVault, currentTotp, loadTotpKey, matchTotp, newTotpSecret, parseKey } from './totp.ts';

describe('TOTP', () => {
  it('makes an RFC 6238 secret and address', () => {
    const { secret, otpauthUrl } = newTotpSecret('Hanoi Bet', 'alice01');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('otpauth://totp/Hanoi%20Bet:alice01?');
    expect(otpauthUrl).toContain('algorithm=SHA1');
    expect(otpauthUrl).toContain('digits=6');
    expect(otpauthUrl).toContain('period=30');
  });

  it('accepts the current code and one step either side, refuses others and replays', () => {
    const { secret } = newTotpSecret('x', 'y');
    const reference = new TOTP({
      secret: Secret.fromBase32(secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    const now = 1_800_000_000_000;
    const code = reference.generate({ timestamp: now });
    const step = matchTotp(secret, code, { now });
    expect(step).toBe(BigInt(Math.floor(now / 30_000)));
    expect(matchTotp(secret, reference.generate({ timestamp: now - 30_000 }), { now })).not.toBeNull();
    expect(matchTotp(secret, reference.generate({ timestamp: now + 30_000 }), { now })).not.toBeNull();
    expect(matchTotp(secret, reference.generate({ timestamp: now - 90_000 }), { now })).toBeNull();
    expect(matchTotp(secret, code, { now, lastStep: step })).toBeNull();
    expect(currentTotp(secret, now)).toBe(code);
  });

  it('encrypts secrets bound to their member', () => {
    const vault = createTotpVault(Buffer.alloc(32, 7));
    const stored = vault.encrypt(42n, 'JBSWY3DPEHPK3PXP');
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(vault.decrypt(42n, stored)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => vault.decrypt(43n, stored)).toThrow();
    expect(() => createTotpVault(Buffer.alloc(32, 8)).decrypt(42n, stored)).toThrow();
  });

  it('reads the key from configuration or creates one under the data directory', () => {
    expect(parseKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(() => parseKey('short')).toThrow();
    const dir = mkdtempSync(path.join(tmpdir(), 'totp-'));
    const key = loadTotpKey({ dataDir: dir });
    expect(key).toHaveLength(32);
    expect(loadTotpKey({ dataDir: dir })).toEqual(key);
    expect(readFileSync(path.join(dir, 'totp.key'), 'utf8').trim()).toBe(key.toString('hex'));
    expect(statSync(path.join(dir, 'totp.key')).mode & 0o777).toBe(0o600);
  });
});
