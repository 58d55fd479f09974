import { authenticatorCodeBody, authenticatorDisableBody } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AuthenticatorSetup } from '../../../api/account-types';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSubmit } from '../../../lib/use-submit';
import {
  disableAuthenticator,
  enableAuthenticator,
  setupAuthenticator,
  storeOverview,
} from '../api/security';

/** Turning on: the first code (the contracts' `authenticatorCodeBody`); off: a code and the login password. */
const SCHEMAS = {
  enable: authenticatorCodeBody.extend({ password: z.string() }),
  disable: authenticatorDisableBody,
};

type AuthenticatorPanelProps = { enabled: boolean; onDone: () => void };

/**
 * Google Authenticator. Off: set up (the QR code and the secret to type by hand) and turn on with the
 * first code. On: turn off with a current code and the login password.
 */
export function AuthenticatorPanel({ enabled, onDone }: AuthenticatorPanelProps) {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const setupCall = useSubmit();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm({
    schema: enabled ? SCHEMAS.disable : SCHEMAS.enable,
    defaultValues: { code: '', password: '' },
    texts: {
      code: {
        label: t('authenticator.code'),
        required: t('authenticator.codeRule'),
        invalid: t('authenticator.codeRule'),
      },
      password: { label: t('loginPassword') },
    },
  });

  const start = async () => {
    const result = await setupCall.run(() => setupAuthenticator(language));
    if (result.ok) setSetup(result.value);
  };

  const onValid = async ({ code, password }: { code: string; password: string }) => {
    setAlert(null);
    try {
      const overview = enabled
        ? await disableAuthenticator(language, { code, password })
        : await enableAuthenticator(language, code);
      storeOverview(queryClient, language, overview);
      toast(enabled ? t('authenticator.off') : t('authenticator.on'));
      onDone();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    }
  };

  if (!enabled && !setup) {
    return (
      <div className="form-stack">
        <p className="security-note">{t('authenticator.intro')}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void start()}
          disabled={setupCall.busy}
          data-testid="auth-setup"
        >
          {t('authenticator.start')}
        </button>
        {setupCall.alert ? <FormAlert testId="auth-alert">{setupCall.alert}</FormAlert> : null}
      </div>
    );
  }

  return (
    <form className="form-stack" onSubmit={form.submit(onValid)} noValidate data-testid="auth-form">
      {setup ? (
        <div className="security-qr">
          <img
            src={setup.qrDataUrl}
            alt={t('authenticator.qrAlt')}
            width={160}
            height={160}
            data-testid="auth-qr"
          />
          <div className="security-qr-text">
            <p>{t('authenticator.scan')}</p>
            <p className="security-note">{t('authenticator.manual')}</p>
            <code className="security-secret" data-testid="auth-secret">
              {setup.secret}
            </code>
          </div>
        </div>
      ) : (
        <p className="security-note">{t('authenticator.disableIntro')}</p>
      )}
      <TextField
        {...form.bind('code')}
        label={t('authenticator.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        testId="auth-code"
      />
      {enabled ? (
        <TextField
          {...form.bind('password')}
          type="password"
          label={t('loginPassword')}
          autoComplete="current-password"
          maxLength={255}
          required
          testId="auth-password"
        />
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={form.busy}
        data-testid={enabled ? 'auth-disable' : 'auth-enable'}
      >
        {enabled ? t('authenticator.disable') : t('authenticator.enable')}
      </button>
      {alert ? <FormAlert testId="auth-alert">{alert}</FormAlert> : null}
    </form>
  );
}
