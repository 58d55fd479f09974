import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../api/captcha';
import { ApiError } from '../../../api/client';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useLanguage } from '../../../lib/language';
import { useForm } from '../../../lib/use-form';
import { login } from '../api/login';
import { useSessionModals } from '../session-modals';
import './login-form.css';

type Field = 'username' | 'password' | 'captcha';
const FIELDS: readonly Field[] = ['username', 'password', 'captcha'];

type LoginFormProps = {
  /** "inline" is the compact header form; "stacked" the popup and /login page form. */
  layout: 'inline' | 'stacked';
  /** Where the inline form reports problems it has no room to show. */
  onNotice?: (message: string) => void;
  /** Show the captcha from the start (the last attempt asked for it). */
  captchaRequired?: boolean;
  /** A message to show from the start (why the popup opened). */
  message?: string;
  /** Go to / after logging in (the /login page). */
  home?: boolean;
};

/** Whether a failed login says the next attempt needs a captcha (its `details`). */
function needsCaptcha(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.details.captchaRequired === true ||
      error.code === 'captcha_required' ||
      error.code === 'captcha_invalid')
  );
}

/**
 * Username and password, both required once trimmed (spec §5), and the image captcha once the server
 * asks for it. A failure shows the server's message, and the captcha is renewed (spec §4, §8).
 */
export function LoginForm({ layout, onNotice, captchaRequired = false, message, home }: LoginFormProps) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { openLogin, completeLogin } = useSessionModals();
  const [withCaptcha, setWithCaptcha] = useState(captchaRequired);
  const captcha = useCaptcha(withCaptcha && layout === 'stacked');
  const [alert, setAlert] = useState<string | null>(message ?? null);
  const [busy, setBusy] = useState(false);
  const inline = layout === 'inline';
  const prefix = inline ? 'header-login' : 'login';

  const form = useForm<Field>({ username: '', password: '', captcha: '' }, (field, values) => {
    const value = values[field].trim();
    if (field === 'username' && !value) return t('login.usernameRequired');
    if (field === 'password' && !value) return t('login.passwordRequired');
    if (field === 'captcha' && withCaptcha && !value)
      return tc('form.required', { label: tc('form.captcha') });
    return null;
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = withCaptcha && !inline ? FIELDS : FIELDS.slice(0, 2);
    if (!form.validateAll(fields)) {
      if (inline && onNotice) {
        onNotice(form.values.username.trim() ? t('login.passwordRequired') : t('login.usernameRequired'));
      }
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const result = await login(language, {
        type: 'username',
        username: form.values.username.trim(),
        password: form.values.password.trim(),
        ...(withCaptcha && captcha.captcha
          ? { captchaId: captcha.captcha.captchaId, captcha: form.values.captcha.trim() }
          : {}),
      });
      completeLogin(result, { home });
    } catch (error) {
      const text = error instanceof ApiError ? error.message : tc('errors.network');
      const askCaptcha = needsCaptcha(error);
      form.setValue('captcha', '');
      if (askCaptcha) setWithCaptcha(true);
      if (inline) {
        // The header has no room for a captcha: the popup takes over with it.
        if (askCaptcha) openLogin({ captchaRequired: true, message: text });
        else onNotice?.(text);
      } else {
        setAlert(text);
        // A captcha is used up by any attempt: a new one (the first one comes when the field appears).
        if (withCaptcha) captcha.refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const usernameProps = form.bind('username');
  const passwordProps = form.bind('password');
  return (
    <form
      className={`login-form login-form-${layout}`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid={`${prefix}-form`}
    >
      <TextField
        {...usernameProps}
        error={inline ? undefined : usernameProps.error}
        label={t('login.username')}
        hideLabel={inline}
        placeholder={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        required
        testId={`${prefix}-username`}
      />
      <TextField
        {...passwordProps}
        error={inline ? undefined : passwordProps.error}
        type="password"
        label={t('login.password')}
        hideLabel={inline}
        placeholder={t('login.password')}
        autoComplete="current-password"
        maxLength={255}
        required
        testId={`${prefix}-password`}
      />
      {withCaptcha && !inline ? (
        <CaptchaField {...form.bind('captcha')} captcha={captcha} required testId={`${prefix}-captcha`} />
      ) : null}
      <button
        type="submit"
        className="btn btn-gold login-submit"
        disabled={busy}
        data-testid={`${prefix}-submit`}
      >
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {alert && !inline ? <FormAlert testId={`${prefix}-alert`}>{alert}</FormAlert> : null}
    </form>
  );
}
