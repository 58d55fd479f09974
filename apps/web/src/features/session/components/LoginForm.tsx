import { Info } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './login-form.css';

type Field = 'username' | 'password';
type Errors = Partial<Record<Field, 'required'>>;

type LoginFormProps = {
  /** "inline" is the compact header form; "stacked" the popup and /login page form. */
  layout: 'inline' | 'stacked';
  /** Where the inline form reports problems it has no room to show. */
  onNotice?: (message: string) => void;
};

function validate(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = 'required';
  if (!values.password.trim()) errors.password = 'required';
  return errors;
}

/**
 * Username and password, both required once trimmed (spec §5). Signing in is not open yet,
 * so a valid submit says so plainly instead of pretending to log in.
 */
export function LoginForm({ layout, onNotice }: LoginFormProps) {
  const { t } = useTranslation('session');
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = validate({
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    setErrors(found);
    const message = found.username
      ? t('login.usernameRequired')
      : found.password
        ? t('login.passwordRequired')
        : t('login.opensSoon');
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    if (layout === 'inline' && onNotice) onNotice(message);
    else setNotice(found.username || found.password ? null : message);
  };

  const clearError = (field: Field) =>
    errors[field] && setErrors((current) => ({ ...current, [field]: undefined }));
  const showMessages = layout === 'stacked';

  return (
    <form
      className={`login-form login-form-${layout}`}
      onSubmit={onSubmit}
      noValidate
      data-testid="login-form"
    >
      <div className="login-field">
        <label htmlFor={`${id}-username`} className={showMessages ? 'login-label' : 'visually-hidden'}>
          {t('login.username')}
        </label>
        <input
          ref={usernameRef}
          id={`${id}-username`}
          name="username"
          className="input"
          autoComplete="username"
          placeholder={t('login.username')}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username && showMessages ? `${id}-username-error` : undefined}
          onChange={() => clearError('username')}
          data-testid="login-username"
        />
        {errors.username && showMessages ? (
          <p id={`${id}-username-error`} className="login-error">
            {t('login.usernameRequired')}
          </p>
        ) : null}
      </div>
      <div className="login-field">
        <label htmlFor={`${id}-password`} className={showMessages ? 'login-label' : 'visually-hidden'}>
          {t('login.password')}
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          className="input"
          autoComplete="current-password"
          placeholder={t('login.password')}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password && showMessages ? `${id}-password-error` : undefined}
          onChange={() => clearError('password')}
          data-testid="login-password"
        />
        {errors.password && showMessages ? (
          <p id={`${id}-password-error`} className="login-error">
            {t('login.passwordRequired')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-gold login-submit" data-testid="login-submit">
        {t('login.submit')}
      </button>
      {notice ? (
        <p className="login-notice" role="status" data-testid="login-notice">
          <Info size={18} aria-hidden />
          {notice}
        </p>
      ) : null}
    </form>
  );
}
