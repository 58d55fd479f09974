import { oauthBindBody, oauthRegisterBody } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { TextField } from '../../../components/ui/TextField';
import { ruleSchema } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { bindOauth, oauthTicketQuery, registerOauth } from '../api/oauth';
import { useSessionModals } from '../session-modals';
import './session-modals.css';
import { useFieldRule } from './use-password-rules';

type Choice = 'bind' | 'register';
type Answer = { username: string; password?: string };

/**
 * Third-party binding (spec §4): bind the Google/Facebook identity to an existing account (username and
 * password: the contracts' `oauthBindBody`) or register a new account (a username by the username rule, then
 * `oauthRegisterBody`). A confirmation step says the choice is final.
 */
export function OauthBindingModal({ ticket, onDone }: { ticket: string; onDone: () => void }) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { completeLogin } = useSessionModals();
  const info = useQuery(oauthTicketQuery(language, ticket));
  const usernameRule = useFieldRule('username');
  const [choice, setChoice] = useState<Choice>('bind');
  /** The checked answer waiting for the final confirmation. */
  const [confirming, setConfirming] = useState<Answer | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameLabel = t('login.username');
  const schema = useMemo(
    () =>
      (choice === 'bind'
        ? z.object({ username: oauthBindBody.shape.username, password: oauthBindBody.shape.password })
        : z.object({
            username: ruleSchema(usernameRule, usernameLabel, language, tc, oauthRegisterBody.shape.username),
          })) as z.ZodType<Answer, { username: string; password: string }>,
    [choice, usernameRule, usernameLabel, language, tc],
  );
  const form = useContractForm<{ username: string; password: string }, Answer>({
    schema,
    defaultValues: { username: '', password: '' },
    texts: {
      username: {
        label: usernameLabel,
        required: choice === 'bind' ? t('login.usernameRequired') : undefined,
      },
      password: { label: t('login.password') },
    },
  });

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    setAlert(null);
    try {
      const { username, password = '' } = confirming;
      const result =
        choice === 'bind'
          ? await bindOauth(language, { ticket, username, password })
          : await registerOauth(language, { ticket, username });
      // binding an existing account is a login (spec §4: the after-login modal); a new account is a registration
      completeLogin(result, { afterLoginModal: choice === 'bind' });
      onDone();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  };

  const provider = info.data ? t(`oauth.provider.${info.data.provider}`) : '';
  return (
    <Modal open onClose={onDone} title={t('oauth.title')} width={500} testId="oauth-modal">
      {info.isPending ? <Spinner /> : null}
      {info.isError ? <ErrorState error={info.error} /> : null}
      {info.data ? (
        <div className="session-steps">
          <p className="session-lead" data-testid="oauth-identity">
            {t('oauth.lead', { provider, name: info.data.displayName || info.data.email || '' })}
          </p>
          {confirming ? (
            <>
              <FormAlert testId="oauth-final-warning">
                {choice === 'bind'
                  ? t('oauth.finalBind', { provider, username: confirming.username })
                  : t('oauth.finalRegister', { provider, username: confirming.username })}
              </FormAlert>
              <div className="session-actions">
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setConfirming(null)}
                  data-testid="oauth-back"
                >
                  {t('oauth.back')}
                </button>
                <button
                  type="button"
                  className="btn btn-gold"
                  onClick={() => void confirm()}
                  disabled={busy}
                  data-testid="oauth-confirm"
                >
                  {t('oauth.confirm')}
                </button>
              </div>
            </>
          ) : (
            <form
              className="form-stack"
              onSubmit={form.submit((answer) => setConfirming(answer))}
              noValidate
              data-testid="oauth-form"
            >
              <div className="session-choice">
                {(['bind', 'register'] as const).map((key) => (
                  <button
                    key={key}
                    type="button"
                    className="session-choice-item"
                    aria-pressed={choice === key}
                    onClick={() => {
                      setChoice(key);
                      form.clearErrors();
                    }}
                    data-testid={`oauth-choice-${key}`}
                  >
                    <span className="session-choice-title">{t(`oauth.${key}.title`)}</span>
                    <span className="session-choice-text">{t(`oauth.${key}.text`)}</span>
                  </button>
                ))}
              </div>
              <TextField
                {...form.bind('username')}
                label={t('login.username')}
                autoComplete={choice === 'bind' ? 'username' : 'off'}
                autoCapitalize="off"
                maxLength={64}
                required
                testId="oauth-username"
              />
              {choice === 'bind' ? (
                <TextField
                  {...form.bind('password')}
                  type="password"
                  label={t('login.password')}
                  autoComplete="current-password"
                  maxLength={255}
                  required
                  testId="oauth-password"
                />
              ) : null}
              <p className="session-note">{t('oauth.finalNote')}</p>
              <button type="submit" className="btn btn-gold" data-testid="oauth-continue">
                {t('oauth.continue')}
              </button>
            </form>
          )}
          {alert ? <FormAlert testId="oauth-alert">{alert}</FormAlert> : null}
        </div>
      ) : null}
    </Modal>
  );
}
