import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthenticatorSetup } from '../../../../api/account-types';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextField } from '../../../../components/ui/TextField';
import { useToast } from '../../../../components/ui/Toast';
import { useLanguage } from '../../../../lib/language';
import {
  disableAuthenticator,
  enableAuthenticator,
  setupAuthenticator,
  storeOverview,
} from '../../api/security';
import { useSubmit } from './use-submit';

const SIX_DIGITS = /^[0-9]{6}$/;

type AuthenticatorPanelProps = { enabled: boolean; onDone: () => void };

/**
 * Google Authenticator. Off: set up (the QR code and the secret to type by hand) and turn on with the
 * first code. On: turn off with a current code and the login password.
 */
export function AuthenticatorPanel({ enabled, onDone }: AuthenticatorPanelProps) {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const submit = useSubmit();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});

  const check = () => {
    const found = {
      code: SIX_DIGITS.test(code.trim()) ? undefined : t('security.authenticator.codeRule'),
      password:
        enabled && !password ? tc('form.required', { label: t('security.loginPassword') }) : undefined,
    };
    setErrors(found);
    return !found.code && !found.password;
  };

  const start = async () => {
    const result = await submit.run(() => setupAuthenticator(language));
    if (result.ok) setSetup(result.value);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.busy || !check()) return;
    const result = await submit.run(() =>
      enabled
        ? disableAuthenticator(language, { code: code.trim(), password })
        : enableAuthenticator(language, code.trim()),
    );
    if (!result.ok) return;
    storeOverview(queryClient, language, result.value);
    toast(enabled ? t('security.authenticator.off') : t('security.authenticator.on'));
    onDone();
  };

  if (!enabled && !setup) {
    return (
      <div className="form-stack">
        <p className="security-note">{t('security.authenticator.intro')}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void start()}
          disabled={submit.busy}
          data-testid="auth-setup"
        >
          {t('security.authenticator.start')}
        </button>
        {submit.alert ? <FormAlert testId="auth-alert">{submit.alert}</FormAlert> : null}
      </div>
    );
  }

  return (
    <form
      className="form-stack"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="auth-form"
    >
      {setup ? (
        <div className="security-qr">
          <img
            src={setup.qrDataUrl}
            alt={t('security.authenticator.qrAlt')}
            width={160}
            height={160}
            data-testid="auth-qr"
          />
          <div className="security-qr-text">
            <p>{t('security.authenticator.scan')}</p>
            <p className="security-note">{t('security.authenticator.manual')}</p>
            <code className="security-secret" data-testid="auth-secret">
              {setup.secret}
            </code>
          </div>
        </div>
      ) : (
        <p className="security-note">{t('security.authenticator.disableIntro')}</p>
      )}
      <TextField
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
        label={t('security.authenticator.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        testId="auth-code"
      />
      {enabled ? (
        <TextField
          name="password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          label={t('security.loginPassword')}
          autoComplete="current-password"
          maxLength={255}
          required
          testId="auth-password"
        />
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={submit.busy}
        data-testid={enabled ? 'auth-disable' : 'auth-enable'}
      >
        {enabled ? t('security.authenticator.disable') : t('security.authenticator.enable')}
      </button>
      {submit.alert ? <FormAlert testId="auth-alert">{submit.alert}</FormAlert> : null}
    </form>
  );
}
