import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '../../../../api/account-types';
import { ApiError } from '../../../../api/client';
import { useCountryChoice } from '../../../../api/countries';
import { CountdownButton } from '../../../../components/ui/CountdownButton';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { PhoneField } from '../../../../components/ui/PhoneField';
import { TextField } from '../../../../components/ui/TextField';
import { useToast } from '../../../../components/ui/Toast';
import { mobileMessage } from '../../../../lib/field-rules';
import { useLanguage } from '../../../../lib/language';
import { useForm } from '../../../../lib/use-form';
import {
  bindEmail,
  bindMobile,
  sendEmailBindCode,
  sendMobileBindCode,
  storeOverview,
} from '../../api/security';
import { useSubmit } from './use-submit';

type Field = 'target' | 'code' | 'loginPassword';

type BindContactFormProps = {
  kind: 'mobile' | 'email';
  /** Replacing a bound number or address also asks for the login password. */
  rebind: boolean;
  onDone: () => void;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Binds a mobile number or an e-mail address with the code sent to it (countdown on the send button). */
export function BindContactForm({ kind, rebind, onDone }: BindContactFormProps) {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const submit = useSubmit();
  const country = useCountryChoice();
  const fields: Field[] = rebind ? ['target', 'code', 'loginPassword'] : ['target', 'code'];
  const targetLabel = kind === 'mobile' ? tc('form.mobile') : t('security.email.address');
  const form = useForm<Field>({ target: '', code: '', loginPassword: '' }, (field, values) => {
    if (field === 'target') {
      if (kind === 'mobile') return mobileMessage(values.target, country.selected?.mobileDigits, tc);
      if (!values.target.trim()) return tc('form.required', { label: targetLabel });
      return EMAIL.test(values.target.trim()) ? null : t('security.email.invalid');
    }
    if (field === 'code') return values.code.trim() ? null : tc('form.codeRequired');
    return values.loginPassword ? null : tc('form.required', { label: t('security.loginPassword') });
  });

  const sendCode = async (): Promise<number | null> => {
    if (!form.validateAll(['target'])) return null;
    const target = form.values.target.trim();
    const result = await submit.run(() =>
      kind === 'mobile'
        ? sendMobileBindCode(language, { mobileNum: target, countryDialingCode: country.dialingCode })
        : sendEmailBindCode(language, { email: target }),
    );
    return result.ok ? 60 * Math.max(1, result.value.expiredMinutes) : null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.busy || !form.validateAll(fields)) return;
    const target = form.values.target.trim();
    const common = {
      verificationCode: form.values.code.trim(),
      ...(rebind ? { loginPassword: form.values.loginPassword } : {}),
    };
    const result = await submit.run<SecurityOverview>(() =>
      kind === 'mobile'
        ? bindMobile(language, { mobileNum: target, countryDialingCode: country.dialingCode, ...common })
        : bindEmail(language, { email: target, ...common }),
    );
    if (!result.ok) {
      if (result.error instanceof ApiError && result.error.code === 'login_password_required') {
        form.showErrors({ loginPassword: result.error.message }, fields);
      }
      return;
    }
    storeOverview(queryClient, language, result.value);
    toast(kind === 'mobile' ? t('security.mobile.saved') : t('security.email.saved'));
    onDone();
  };

  const prefix = `bind-${kind}`;
  return (
    <form
      className="form-stack"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid={`${prefix}-form`}
    >
      {kind === 'mobile' ? (
        <PhoneField
          {...form.bind('target')}
          label={targetLabel}
          countries={country.countries}
          dialingCode={country.dialingCode}
          onDialingCode={country.setDialingCode}
          required
          testId={`${prefix}-target`}
        />
      ) : (
        <TextField
          {...form.bind('target')}
          type="email"
          label={targetLabel}
          autoComplete="email"
          maxLength={255}
          required
          testId={`${prefix}-target`}
        />
      )}
      <TextField
        {...form.bind('code')}
        label={tc('form.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        addon={<CountdownButton onSend={sendCode} testId={`${prefix}-send-code`} />}
        testId={`${prefix}-code`}
      />
      {rebind ? (
        <TextField
          {...form.bind('loginPassword')}
          type="password"
          label={t('security.loginPassword')}
          autoComplete="current-password"
          maxLength={255}
          required
          hint={t('security.rebindHint')}
          testId={`${prefix}-password`}
        />
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={submit.busy}
        data-testid={`${prefix}-submit`}
      >
        {t('security.bind')}
      </button>
      {submit.alert ? <FormAlert testId={`${prefix}-alert`}>{submit.alert}</FormAlert> : null}
    </form>
  );
}
