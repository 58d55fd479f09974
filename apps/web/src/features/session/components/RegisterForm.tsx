import type { RegisterBody, RegisterMode, RegisterSettings } from '@app/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCaptcha } from '../../../api/captcha';
import { ApiError } from '../../../api/client';
import { useCountryChoice } from '../../../api/countries';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Tabs } from '../../../components/ui/Tabs';
import { serverFieldMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { countdownSeconds } from '../api/login';
import { checkAffiliate, register, sendRegisterCode } from '../api/register';
import { useSessionModals } from '../session-modals';
import { RegisterFieldInput } from './RegisterFieldInput';
import {
  affiliateFromUrl,
  planFields,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterValues,
  registerSchema,
} from './register-fields';

type RegisterFormProps = {
  settings: RegisterSettings;
  /** After the new member is logged in (the /register page goes home). */
  onDone?: () => void;
};

const EMPTY = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as RegisterValues;

/** A failure about the captcha: wrong, expired or missing (the server's code, or its `fields.captcha`). */
function isCaptchaFailure(error: ApiError): boolean {
  return error.code.startsWith('captcha_') || Boolean(error.fields.captcha);
}

/**
 * registerModal's form (spec §4, §5): the modes the server allows as tabs, each field following its server
 * rule (the schema is built from the register settings: `registerSchema`, checked on blur and on submit), the
 * affiliate code from the link checked with the server, the 18+ terms ticked by default, then registration logs
 * the member in. A captcha the server refuses says why on the captcha field, and a new image comes.
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
  const shown = useMemo(() => plan.map((item) => item.field), [plan]);
  const country = useCountryChoice(settings.defaultCountryCode);
  const captcha = useCaptcha(shown.includes('captcha'));
  const [terms, setTerms] = useState(true);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [invitationError, setInvitationError] = useState<string | null>(null);
  const initialAffiliate = useRef(affiliateFromUrl(search));

  const label = (field: RegisterField) => t(`register.fields.${field}`);
  const mobileDigits = country.selected?.mobileDigits;
  const mismatch = t('register.mismatch');
  const birthdayAge = t('register.birthdayAge');
  const schema = useMemo(
    () =>
      registerSchema(plan, {
        language,
        t: tc,
        label: (field) => t(`register.fields.${field}`),
        mismatch,
        birthdayAge,
        mobileDigits,
      }),
    [plan, language, tc, t, mismatch, birthdayAge, mobileDigits],
  );
  const texts = useMemo(
    () =>
      Object.fromEntries(REGISTER_FIELDS.map((field) => [field, { label: t(`register.fields.${field}`) }])),
    [t],
  );
  const form = useContractForm({
    schema,
    defaultValues: { ...EMPTY, affiliateCode: initialAffiliate.current },
    texts,
  });

  // A link's affiliate code is checked at once, so a bad link is reported before the visitor types.
  useEffect(() => {
    const code = initialAffiliate.current;
    if (!code) return;
    checkAffiliate(language, code).catch((error: unknown) => {
      if (error instanceof ApiError) setInvitationError(error.message);
    });
  }, [language]);

  const chooseMode = (next: RegisterMode) => {
    setMode(next);
    form.clearErrors();
    setAlert(null);
  };

  const sendCode = async (): Promise<number | null> => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    setAlert(null);
    try {
      const sent = await sendRegisterCode(language, {
        mobileNo: form.getValues('mobileNum').trim(),
        countryDialingCode: country.dialingCode,
      });
      return countdownSeconds(sent);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      return null;
    }
  };

  /** The request: the shown fields that have a value, the mode, and what the server wants to know besides. */
  const body = (values: Partial<RegisterValues>): Partial<RegisterBody> => {
    const filled: Partial<RegisterValues> = {};
    for (const field of shown) {
      const value = values[field];
      if (value) filled[field] = value;
    }
    const { captcha: captchaText, ...rest } = filled;
    return {
      ...rest,
      registerMode: mode,
      ...(filled.mobileNum ? { countryDialingCode: country.dialingCode } : {}),
      ...(captchaText && captcha.captcha
        ? { captcha: captchaText, captchaId: captcha.captcha.captchaId }
        : {}),
      domain: window.location.host,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      termsAccepted: true,
    };
  };

  /** A failed registration: the server's messages on the fields they name, or as the form's alert. */
  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setAlert(tc('errors.network'));
      return;
    }
    const captchaFailure = shown.includes('captcha') && isCaptchaFailure(error);
    if (Object.keys(error.fields).length === 0 && !captchaFailure) {
      if (error.code === 'invitation_code_error') setInvitationError(error.message);
      else setAlert(error.message);
      return;
    }
    if (error.fields.termsAccepted) setTermsError(t('register.termsRequired'));
    let named = form.showServerFields(
      error,
      shown.filter((field) => field !== 'captcha'),
    );
    if (captchaFailure) {
      // the server's own message (wrong, expired, missing) on the field, the fresh image beside it
      const problem = error.fields.captcha;
      const message =
        error.code.startsWith('captcha_') || !problem
          ? error.message
          : serverFieldMessage(problem, label('captcha'), language, tc);
      form.setError('captcha', { type: 'server', message }, { shouldFocus: named === 0 });
      named++;
    }
    setAlert(named > 0 ? null : error.message);
  };

  const onValid = async (values: Partial<RegisterValues>) => {
    setAlert(null);
    try {
      const affiliate = values.affiliateCode ?? '';
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
      completeLogin(await register(language, body(values)));
      onDone?.();
    } catch (error) {
      // A captcha is used up by any attempt: the typed answer goes, a new image comes.
      if (shown.includes('captcha')) {
        form.setValue('captcha', '');
        captcha.refresh();
      }
      showFailure(error);
    }
  };

  const onSubmit = form.submit(onValid);

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
        onChange={chooseMode}
        tabs={settings.modes.map((key) => ({ key, label: modeLabels[key], testId: `register-tab-${key}` }))}
      />
      <form
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          setTermsError(terms ? null : t('register.termsRequired'));
          // the terms box is not part of the schema: unticked, nothing is sent (the fields are still checked)
          if (terms) void onSubmit(event);
          else void form.trigger(undefined, { shouldFocus: true });
        }}
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
        <button type="submit" className="btn btn-gold" disabled={form.busy} data-testid="register-submit">
          {form.busy ? t('register.submitting') : t('register.submit')}
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
