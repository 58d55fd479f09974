import { bindEmailBody, bindMobileBody, PATTERN_CATALOGUE } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SecurityOverview } from '../../../api/account-types';
import { ApiError } from '../../../api/client';
import { useCountryChoice } from '../../../api/countries';
import { CountdownButton } from '../../../components/ui/CountdownButton';
import { FormAlert } from '../../../components/ui/FormAlert';
import { PhoneField } from '../../../components/ui/PhoneField';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { mobileSchema, refineWith, serverFieldMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { bindEmail, bindMobile, sendEmailBindCode, sendMobileBindCode, storeOverview } from '../api/security';

type Field = 'target' | 'verificationCode' | 'loginPassword';
const FIELDS: readonly Field[] = ['verificationCode', 'loginPassword'];

type BindContactFormProps = {
  kind: 'mobile' | 'email';
  /** Replacing a bound number or address also asks for the login password. */
  rebind: boolean;
  onDone: () => void;
};

/** The pattern catalogue's e-mail address (spec §5). */
const EMAIL = new RegExp(PATTERN_CATALOGUE.email.source, 'u');

/**
 * Binds a mobile number or an e-mail address with the code sent to it (countdown on the send button), as the
 * contracts' `bindMobileBody` / `bindEmailBody`; replacing a bound one needs the login password too.
 */
export function BindContactForm({ kind, rebind, onDone }: BindContactFormProps) {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const country = useCountryChoice();
  const [alert, setAlert] = useState<string | null>(null);
  const targetLabel = kind === 'mobile' ? tc('form.mobile') : t('email.address');
  const digits = country.selected?.mobileDigits;
  const emailInvalid = t('email.invalid');
  const schema = useMemo(() => {
    const body = kind === 'mobile' ? bindMobileBody : bindEmailBody;
    const target =
      kind === 'mobile'
        ? mobileSchema(digits, tc, bindMobileBody.shape.mobileNum)
        : z
            .string()
            .superRefine(
              refineWith((value) => (!value.trim() || EMAIL.test(value.trim()) ? null : emailInvalid)),
            )
            .pipe(bindEmailBody.shape.email);
    return z.object({
      target,
      verificationCode: body.shape.verificationCode,
      loginPassword: rebind ? z.string().min(1).pipe(body.shape.loginPassword.unwrap()) : z.string(),
    });
  }, [kind, digits, tc, emailInvalid, rebind]);
  const form = useContractForm({
    schema,
    defaultValues: { target: '', verificationCode: '', loginPassword: '' },
    texts: {
      target: { label: targetLabel, invalid: kind === 'email' ? emailInvalid : undefined },
      verificationCode: { label: tc('form.code'), required: tc('form.codeRequired') },
      loginPassword: { label: t('loginPassword') },
    },
  });

  const sendCode = async (): Promise<number | null> => {
    if (!(await form.trigger('target', { shouldFocus: true }))) return null;
    const target = form.getValues('target').trim();
    setAlert(null);
    try {
      const sent =
        kind === 'mobile'
          ? await sendMobileBindCode(language, { mobileNum: target, countryDialingCode: country.dialingCode })
          : await sendEmailBindCode(language, { email: target });
      return 60 * Math.max(1, sent.expiredMinutes);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      return null;
    }
  };

  const onValid = async (values: { target: string; verificationCode: string; loginPassword?: string }) => {
    setAlert(null);
    const common = {
      verificationCode: values.verificationCode,
      ...(rebind ? { loginPassword: values.loginPassword } : {}),
    };
    try {
      const overview: SecurityOverview =
        kind === 'mobile'
          ? await bindMobile(language, {
              mobileNum: values.target,
              countryDialingCode: country.dialingCode,
              ...common,
            })
          : await bindEmail(language, { email: values.target, ...common });
      storeOverview(queryClient, language, overview);
      toast(kind === 'mobile' ? t('mobile.saved') : t('email.saved'));
      onDone();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      if (error instanceof ApiError && error.code === 'login_password_required') {
        form.setError('loginPassword', { type: 'server', message: error.message }, { shouldFocus: true });
      } else if (form.showServerFields(error, FIELDS) === 0 && error instanceof ApiError) {
        // the request names the number or the address by its own name
        const problem = error.fields[kind === 'mobile' ? 'mobileNum' : 'email'];
        if (problem) {
          form.setError('target', {
            type: 'server',
            message: serverFieldMessage(problem, targetLabel, language, tc),
          });
        }
      }
    }
  };

  const prefix = `bind-${kind}`;
  return (
    <form className="form-stack" onSubmit={form.submit(onValid)} noValidate data-testid={`${prefix}-form`}>
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
        {...form.bind('verificationCode')}
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
          label={t('loginPassword')}
          autoComplete="current-password"
          maxLength={255}
          required
          hint={t('rebindHint')}
          testId={`${prefix}-password`}
        />
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={form.busy} data-testid={`${prefix}-submit`}>
        {t('bind')}
      </button>
      {alert ? <FormAlert testId={`${prefix}-alert`}>{alert}</FormAlert> : null}
    </form>
  );
}
