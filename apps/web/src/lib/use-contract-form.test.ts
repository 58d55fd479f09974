import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from './use-contract-form';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'common'>;

describe('fieldMessage', () => {
  const texts = { label: 'Username' };

  it('says "required" for an empty field, whatever code the contracts put on the check', () => {
    expect(fieldMessage('wrong_account', '  ', texts, 'en', t)).toBe('form.required {"label":"Username"}');
    expect(fieldMessage('schema_default', '', { ...texts, required: 'Enter it' }, 'en', t)).toBe('Enter it');
  });

  it("gives a filled field the catalogue's message for the code, else the generic one", () => {
    expect(fieldMessage('invalid_phone_number', '12', texts, 'vi', t)).toBe('Số điện thoại không hợp lệ');
    expect(fieldMessage('schema_default', 'x', texts, 'en', t)).toBe('form.invalid {"label":"Username"}');
    expect(fieldMessage('invalid_amount', 'x', { ...texts, invalid: 'Digits only' }, 'en', t)).toBe(
      'Digits only',
    );
  });

  it("keeps a form's own message (already in the visitor's language)", () => {
    expect(fieldMessage('Xác nhận mật khẩu không khớp', 'abc', texts, 'vi', t)).toBe(
      'Xác nhận mật khẩu không khớp',
    );
  });
});
