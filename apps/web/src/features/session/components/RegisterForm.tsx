import type { RegisterBody, RegisterMode, RegisterSettings } from '@app/contracts';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCaptcha } from '../../../api/captcha';
import { ApiError } from '../../../api/client';
import { useCountryChoice } from '../../../api/countries';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Tabs } from '../../../components/ui/Tabs';
import { mobileMessage, ruleMessage, serverFieldMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useForm } from '../../../lib/use-form';
import { countdownSeconds } from '../api/login';
import { checkAffiliate, register, sendRegisterCode } from '../api/register';
import { useSessionModals } from '../session-modals';
import { RegisterFieldInput } from './RegisterFieldInput';
import {
  affiliateFromUrl,
  isAdult,
  planFields,
  REGISTER_FIELDS,
  type RegisterField,
} from './register-fields';

type RegisterFormProps = {
  settings: RegisterSettings;
  /** After the new member is logged in (the /register page goes home). */
  onDone?: () => void;
};

const EMPTY = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as Record<
  RegisterField,
  string
>;

/**
 * registerModal's form (spec §4, §5): the modes the server allows as tabs, each field following its
 * server rule (checked on blur and on submit with the shared pattern catalogue), the affiliate code from
 * the link checked with the server, the 18+ terms ticked by default, then registration logs the member in.
 */
export function RegisterForm({ settings, onDone }: RegisterFormProps) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { search } = useLocation();
  const { completeLogin } = useSessionModals();
  const termsId = useId();
  const [mode, setMode] = useState<RegisterMode>(settings.modes[0] ?? 'username');
  const plan = useMemo(() => planFields(settings, mode), [settings, mode]);
  const shown = plan.map((item) => item.field);
  const country = useCountryChoice(settings.defaultCountryCode);
  const captcha = useCaptcha(shown.includes('captcha'));
  const [terms, setTerms] = useState(true);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [invitationError, setInvitationError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const initialAffiliate = useRef(affiliateFromUrl(search));

  const label = (field: RegisterField) => t(`register.fields.${field}`);
  const form = useForm<RegisterField>(
    { ...EMPTY, affiliateCode: initialAffiliate.current },
    (field, values) => {
      const rule = plan.find((item) => item.field === field)?.rule;
      if (!rule) return null;
      const value = values[field];
      if (field === 'confirmPassword') {
        if (!value.trim()) return tc('form.required', { label: label(field) });
        return value === values.password ? null : t('register.mismatch');
      }
      if (field === 'mobileNum' && (rule.required || value.trim())) {
        return mobileMessage(value, country.selected?.mobileDigits, tc);
      }
      if (field === 'birthday') {
        if (!value) return tc('form.required', { label: label(field) });
        return isAdult(value) ? null : t('register.birthdayAge');
      }
      return ruleMessage(rule, value, label(field), language, tc);
    },
  );

  // A link's affiliate code is checked at once, so a bad link is reported before the visitor types.
  useEffect(() => {
    const code = initialAffiliate.current;
    if (!code) return;
    checkAffiliate(language, code).catch((error: unknown) => {
      if (error instanceof ApiError) setInvitationError(error.message);
    });
  }, [language]);

  const sendCode = async (): Promise<number | null> => {
    if (!form.validateAll(['mobileNum'])) return null;
    setAlert(null);
    try {
      const sent = await sendRegisterCode(language, {
        mobileNo: form.values.mobileNum.trim(),
        countryDialingCode: country.dialingCode,
      });
      return countdownSeconds(sent);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      return null;
    }
  };

  const body = (): Partial<RegisterBody> => {
    const values: Partial<Record<RegisterField, string>> = {};
    for (const field of shown) {
      const value = field.includes('assword') ? form.values[field] : form.values[field].trim();
      if (value) values[field] = value;
    }
    const { captcha: captchaText, ...rest } = values;
    return {
      ...rest,
      registerMode: mode,
      ...(values.mobileNum ? { countryDialingCode: country.dialingCode } : {}),
      ...(captchaText && captcha.captcha
        ? { captcha: captchaText, captchaId: captcha.captcha.captchaId }
        : {}),
      domain: window.location.host,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      termsAccepted: true,
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const valid = form.validateAll(shown);
    setTermsError(terms ? null : t('register.termsRequired'));
    if (!valid || !terms) return;
    setBusy(true);
    setAlert(null);
    try {
      const affiliate = form.values.affiliateCode.trim();
      if (shown.includes('affiliateCode') && affiliate) {
        try {
          await checkAffiliate(language, affiliate);
        } catch (error) {
          if (error instanceof ApiError) {
            setInvitationError(error.message);
            return;
          }
          throw error;
        }
      }
      completeLogin(await register(language, body()));
      onDone?.();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const found: Partial<Record<RegisterField, string>> = {};
        for (const [field, problem] of Object.entries(error.fields)) {
          if (field === 'termsAccepted') setTermsError(t('register.termsRequired'));
          else if (shown.includes(field as RegisterField)) {
            found[field as RegisterField] = serverFieldMessage(
              problem,
              label(field as RegisterField),
              language,
              tc,
            );
          }
        }
        form.showErrors(found, shown);
        setAlert(Object.keys(found).length > 0 ? null : error.message);
      } else if (error instanceof ApiError && error.code === 'invitation_code_error') {
        setInvitationError(error.message);
      } else {
        setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      }
      if (shown.includes('captcha')) {
        form.setValue('captcha', '');
        captcha.refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const modeLabels: Record<RegisterMode, string> = {
    username: t('register.modes.username'),
    mobile: t('register.modes.mobile'),
    mobilePassword: t('register.modes.mobilePassword'),
    direct: t('register.modes.direct'),
  };

  return (
    <>
      <Tabs
        label={t('register.modesLabel')}
        value={mode}
        onChange={setMode}
        tabs={settings.modes.map((key) => ({ key, label: modeLabels[key], testId: `register-tab-${key}` }))}
      />
      <form
        className="form-stack"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="register-form"
      >
        {plan.map(({ field, rule }) => (
          <RegisterFieldInput
            key={field}
            field={field}
            rule={rule}
            label={label(field)}
            bind={form.bind(field)}
            country={country}
            captcha={captcha}
            onSendCode={sendCode}
          />
        ))}
        <div className="field">
          <label htmlFor={termsId} className="session-check">
            <input
              id={termsId}
              type="checkbox"
              checked={terms}
              onChange={(event) => {
                setTerms(event.target.checked);
                setTermsError(event.target.checked ? null : t('register.termsRequired'));
              }}
              aria-invalid={termsError ? true : undefined}
              data-testid="register-terms"
            />
            <span>{t('register.terms')}</span>
          </label>
          {termsError ? (
            <p className="field-error" data-testid="register-terms-error">
              {termsError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-gold" disabled={busy} data-testid="register-submit">
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
        {alert ? <FormAlert testId="register-alert">{alert}</FormAlert> : null}
      </form>
      <ConfirmDialog
        open={invitationError !== null}
        title={t('register.invitationTitle')}
        message={invitationError}
        onConfirm={() => setInvitationError(null)}
        testId="invitation-dialog"
      />
    </>
  );
}
