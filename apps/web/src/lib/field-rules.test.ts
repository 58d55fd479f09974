import type { FieldRule } from '@app/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { mobileMessage, ruleMessage, serverFieldMessage } from './field-rules';

/** A translator that shows the key and its values, enough to see which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'common'>;

const username: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '',
  patternId: 'letterThenAlnum',
  minLength: 6,
  maxLength: 16,
};

describe('ruleMessage', () => {
  it('says required, or the pattern message with the bounds, or nothing', () => {
    expect(ruleMessage(username, '  ', 'Username', 'en', t)).toBe('form.required {"label":"Username"}');
    expect(ruleMessage(username, 'ab', 'Username', 'vi', t)).toBe(
      'Bắt đầu bằng chữ cái, sau đó là chữ hoặc số, 6–16 ký tự',
    );
    expect(ruleMessage(username, 'player01', 'Username', 'vi', t)).toBeNull();
  });
});

describe('serverFieldMessage', () => {
  it('reads required, pattern:<id>:<min>:<max> and error codes', () => {
    expect(serverFieldMessage('required', 'Email', 'en', t)).toBe('form.required {"label":"Email"}');
    expect(serverFieldMessage('pattern:digits:9:9', 'Mobile', 'en', t)).toBe('Digits only, 9–9 characters');
    expect(serverFieldMessage('username_taken', 'Username', 'en', t)).toBe('This username is already taken');
    expect(serverFieldMessage('something_else', 'Username', 'en', t)).toBe(
      'form.invalid {"label":"Username"}',
    );
  });
});

describe('mobileMessage', () => {
  it('wants the country digit count, with or without the trunk 0', () => {
    expect(mobileMessage('912345678', 9, t)).toBeNull();
    expect(mobileMessage('0912345678', 9, t)).toBeNull();
    expect(mobileMessage('91234567', 9, t)).toBe('form.mobileDigits {"count":9}');
    expect(mobileMessage('91234x678', 9, t)).toBe('form.mobileInvalid');
    expect(mobileMessage('', 9, t)).toBe('form.mobileRequired');
  });
});
