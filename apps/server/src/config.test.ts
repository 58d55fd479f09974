import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { perMinuteLimit } from './http/rate-limit.ts';

describe('rate limits: 0 means off, for the general limit and the accounts routes alike', () => {
  it('starts with either set to 0 and hands the routes no limit of their own', () => {
    const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '0', ACCOUNTS_RATE_LIMIT_PER_MINUTE: '0' });
    expect(config.rateLimitPerMinute).toBe(0);
    expect(config.accountsRateLimitPerMinute).toBe(0);
    expect(perMinuteLimit(config.accountsRateLimitPerMinute)).toBe(false);
  });

  it('keeps a positive number as a limit a minute, 30 on the accounts routes by default', () => {
    expect(perMinuteLimit(loadConfig({}).accountsRateLimitPerMinute)).toEqual({
      max: 30,
      timeWindow: '1 minute',
    });
    expect(
      perMinuteLimit(loadConfig({ ACCOUNTS_RATE_LIMIT_PER_MINUTE: '5' }).accountsRateLimitPerMinute),
    ).toEqual({
      max: 5,
      timeWindow: '1 minute',
    });
  });

  it('refuses a negative or fractional number', () => {
    for (const value of ['-1', '1.5', 'many']) {
      expect(() => loadConfig({ ACCOUNTS_RATE_LIMIT_PER_MINUTE: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: value }), value).toThrow(ConfigError);
    }
  });
});

describe('GAME_RHYTHM', () => {
  it('is standard unless a test server asks for brisk rounds, which production refuses', () => {
    expect(loadConfig({}).gameRhythm).toBe('standard');
    expect(loadConfig({ GAME_RHYTHM: 'brisk' }).gameRhythm).toBe('brisk');
    expect(() => loadConfig({ GAME_RHYTHM: 'fast' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'false', GAME_RHYTHM: 'brisk' })).toThrow(
      /GAME_RHYTHM/,
    );
  });
});
