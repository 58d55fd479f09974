import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessage';
import { TextField } from '../../../components/ui/TextField';
import { ruleMessage } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useForm } from '../../../lib/use-form';
import { bindOauth, oauthTicketQuery, registerOauth } from '../api/oauth';
import { useSessionModals } from '../session-modals';
import './session-modals.css';
import { useFieldRule } from './use-password-rules';

type Choice = 'bind' | 'register';
type Field = 'username' | 'password';

/**
 * Third-party binding (spec §4): bind the Google/Facebook identity to an existing account (username and
 * password) or register a new account (username). A confirmation step says the choice is final.
 */
export function OauthBindingModal({ ticket, onDone }: { ticket: string; onDone: () => void }) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { completeLogin } = useSessionModals();
  const info = useQuery(oauthTicketQuery(language, ticket));
  const usernameRule = useFieldRule('username');
  const [choice, setChoice] = useState<Choice>('bind');
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Field>({ username: '', password: '' }, (field, values) => {
    if (field === 'password') {
      return choice === 'register' || values.password
        ? null
        : tc('form.required', { label: t('login.password') });
    }
    if (choice === 'bind') return values.username.trim() ? null : t('login.usernameRequired');
    return ruleMessage(usernameRule, values.username, t('login.username'), language, tc);
  });
  const fields: Field[] = choice === 'bind' ? ['username', 'password'] : ['username'];

  const toConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (form.validateAll(fields)) setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    setAlert(null);
    try {
      const username = form.values.username.trim();
      const result =
        choice === 'bind'
          ? await bindOauth(language, { ticket, username, password: form.values.password })
          : await registerOauth(language, { ticket, username });
      completeLogin(result);
      onDone();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      setConfirming(false);
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
                  ? t('oauth.finalBind', { provider, username: form.values.username.trim() })
                  : t('oauth.finalRegister', { provider, username: form.values.username.trim() })}
              </FormAlert>
              <div className="session-actions">
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setConfirming(false)}
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
            <form className="form-stack" onSubmit={toConfirm} noValidate data-testid="oauth-form">
              <div className="session-choice">
                {(['bind', 'register'] as const).map((key) => (
                  <button
                    key={key}
                    type="button"
                    className="session-choice-item"
                    aria-pressed={choice === key}
                    onClick={() => setChoice(key)}
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
