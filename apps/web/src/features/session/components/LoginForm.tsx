import { type FormEvent, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { TextField } from '../../../components/ui/TextField';
import { useLanguage } from '../../../lib/language';
import { login } from '../api/login';
import { rememberedAccount } from '../remembered-account';
import { useSessionModals } from '../session-modals';
import { needsCaptcha } from './login-failure';
import './login-form.css';
import { lazyChunk } from '../../../lib/lazy-page';

const PopupLoginForm = lazyChunk(() => import('./PopupLoginForm'));

type LoginFormProps = {
  /** "inline" is the compact header form; "stacked" the popup and /login page form (`PopupLoginForm`). */
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

type HeaderValues = { username: string; password: string };

let schemaModule: Promise<typeof import('./login-schema')> | null = null;
/** The login schema (zod and the contracts' `loginBody`), loaded once: when the form is first focused. */
function loadSchema() {
  schemaModule ??= import('./login-schema').catch((error: unknown) => {
    schemaModule = null;
    throw error;
  });
  return schemaModule;
}

/**
 * Which field of the header form is in trouble, checked with the popup's schema (`loginBody`). Should that
 * chunk fail to load, the same rule (both required once trimmed) is checked here; the server checks it too.
 */
async function problemField(values: HeaderValues): Promise<keyof HeaderValues | null> {
  try {
    const { usernameLoginSchema } = await loadSchema();
    const issue = usernameLoginSchema(false).safeParse(values).error?.issues[0];
    return issue ? (issue.path[0] as keyof HeaderValues) : null;
  } catch {
    if (!values.username.trim()) return 'username';
    return values.password.trim() ? null : 'password';
  }
}

/**
 * Username and password login. The header's compact form is drawn here; the popup's and the /login page's
 * (with its field messages and the captcha) is `PopupLoginForm`, a chunk of its own.
 */
export function LoginForm({ layout, onNotice, captchaRequired, message, home }: LoginFormProps) {
  if (layout === 'stacked') {
    return (
      <Suspense fallback={null}>
        <PopupLoginForm captchaRequired={captchaRequired} message={message} home={home} />
      </Suspense>
    );
  }
  return <HeaderLoginForm onNotice={onNotice} />;
}

/**
 * The header's inline form (spec §2.2): both fields required once trimmed, problems told by `onNotice` (a
 * toast: there is no room under the fields). A failure that asks for a captcha hands over to the login popup,
 * which has room for it.
 *
 * Unlike the other forms it does not use react-hook-form: it is part of every page's first paint, where
 * react-hook-form would add some 12 KB (gzipped) to the JavaScript of /index, and zod 30 KB more. Its two
 * inputs are read from the form on submit and checked with the popup's schema (`loginBody`), which is loaded
 * on the first focus of the form (see `problemField`). It fills in the account name remembered by the popup's
 * "remember me" (spec §9); the box itself is the popup's and the /login page's, there is no room for it here.
 */
function HeaderLoginForm({ onNotice }: { onNotice?: (message: string) => void }) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { openLogin, completeLogin } = useSessionModals();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [remembered] = useState(rememberedAccount);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    sending.current = true;
    try {
      const problem = await problemField(values);
      if (problem) {
        onNotice?.(problem === 'username' ? t('login.usernameRequired') : t('login.passwordRequired'));
        form.querySelector<HTMLInputElement>(`input[name="${problem}"]`)?.focus();
        return;
      }
      setBusy(true);
      const result = await login(language, {
        type: 'username',
        username: values.username.trim(),
        password: values.password.trim(),
      });
      completeLogin(result, { afterLoginModal: true });
    } catch (error) {
      const text = error instanceof ApiError ? error.message : tc('errors.network');
      if (needsCaptcha(error)) openLogin({ captchaRequired: true, message: text });
      else onNotice?.(text);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className="login-form login-form-inline"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
      data-testid="header-login-form"
    >
      <TextField
        name="username"
        label={t('login.username')}
        hideLabel
        placeholder={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        defaultValue={remembered ?? undefined}
        required
        testId="header-login-username"
      />
      <TextField
        name="password"
        type="password"
        label={t('login.password')}
        hideLabel
        placeholder={t('login.password')}
        autoComplete="current-password"
        maxLength={255}
        required
        testId="header-login-password"
      />
      <button
        type="submit"
        className="btn btn-gold login-submit"
        disabled={busy}
        data-testid="header-login-submit"
      >
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
