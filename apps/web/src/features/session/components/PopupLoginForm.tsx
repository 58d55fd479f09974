import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../api/captcha';
import { ApiError } from '../../../api/client';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { login } from '../api/login';
import { keepRememberedAccount, rememberedAccount } from '../remembered-account';
import { useSessionModals } from '../session-modals';
import { needsCaptcha } from './login-failure';
import { type UsernameLoginValues, usernameLoginSchema } from './login-schema';
import './login-form.css';

type PopupLoginFormProps = {
  /** Show the captcha from the start (the last attempt asked for it). */
  captchaRequired?: boolean;
  /** A message to show from the start (why the popup opened). */
  message?: string;
  /** Go to / after logging in (the /login page). */
  home?: boolean;
};

/**
 * The login popup's and the /login page's form: username and password, both required once trimmed (spec §5,
 * the contracts' `loginBody`), and the image captcha once the server asks for it. A failure shows the server's
 * message, and the captcha is renewed (spec §4, §8). "Remember me" keeps the account name for a day (spec §9).
 */
export default function PopupLoginForm({ captchaRequired = false, message, home }: PopupLoginFormProps) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { completeLogin } = useSessionModals();
  const [withCaptcha, setWithCaptcha] = useState(captchaRequired);
  const captcha = useCaptcha(withCaptcha);
  const [alert, setAlert] = useState<string | null>(message ?? null);
  const rememberId = useId();
  const [remembered] = useState(rememberedAccount);
  const [remember, setRemember] = useState(remembered !== null);
  const schema = useMemo(() => usernameLoginSchema(withCaptcha), [withCaptcha]);
  const form = useContractForm({
    schema,
    defaultValues: { username: remembered ?? '', password: '', captcha: '' } satisfies UsernameLoginValues,
    texts: {
      username: { label: t('login.username'), required: t('login.usernameRequired') },
      password: { label: t('login.password'), required: t('login.passwordRequired') },
      captcha: { label: tc('form.captcha') },
    },
  });

  const onValid = async (values: { username: string; password: string; captcha?: string }) => {
    setAlert(null);
    try {
      const result = await login(language, {
        type: 'username',
        username: values.username,
        password: values.password,
        ...(withCaptcha && captcha.captcha
          ? { captchaId: captcha.captcha.captchaId, captcha: values.captcha ?? '' }
          : {}),
      });
      keepRememberedAccount(values.username, remember);
      completeLogin(result, { home, afterLoginModal: true });
    } catch (error) {
      form.setValue('captcha', '');
      if (needsCaptcha(error)) setWithCaptcha(true);
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      // A captcha is used up by any attempt: a new one (the first one comes when the field appears).
      if (withCaptcha) captcha.refresh();
    }
  };

  return (
    <form
      className="login-form login-form-stacked"
      onSubmit={form.submit(onValid)}
      noValidate
      data-testid="login-form"
    >
      <TextField
        {...form.bind('username')}
        label={t('login.username')}
        placeholder={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        required
        testId="login-username"
      />
      <TextField
        {...form.bind('password')}
        type="password"
        label={t('login.password')}
        placeholder={t('login.password')}
        autoComplete="current-password"
        maxLength={255}
        required
        testId="login-password"
      />
      {withCaptcha ? (
        <CaptchaField {...form.bind('captcha')} captcha={captcha} required testId="login-captcha" />
      ) : null}
      <label htmlFor={rememberId} className="login-remember">
        <input
          id={rememberId}
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          data-testid="login-remember"
        />
        <span>{t('login.remember')}</span>
      </label>
      <button
        type="submit"
        className="btn btn-gold login-submit"
        disabled={form.busy}
        data-testid="login-submit"
      >
        {form.busy ? t('login.submitting') : t('login.submit')}
      </button>
      {alert ? <FormAlert testId="login-alert">{alert}</FormAlert> : null}
    </form>
  );
}
