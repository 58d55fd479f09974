import { type SecondVerificationMethod, secondVerificationBody } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { CountdownButton } from '../../../components/ui/CountdownButton';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { countdownSeconds, sendVerificationCode, verifyLogin } from '../api/login';
import { useSessionModals, type VerifyChallenge } from '../session-modals';
import './session-modals.css';

type SecondVerificationModalProps = { challenge: VerifyChallenge; home: boolean };

/** The answer as the server checks it (the contracts' `secondVerificationBody`: required once trimmed). */
const schema = z.object({ answer: secondVerificationBody.shape.answer });

/**
 * Second verification at login from an IP the member has not used (spec §4): by a code sent to the mobile
 * or the e-mail, by the bank account name, or by the authenticator; then "Verification done, logging in".
 */
export default function SecondVerificationModal({ challenge, home }: SecondVerificationModalProps) {
  const { t } = useTranslation('session');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const { close, completeLogin } = useSessionModals();
  const [method, setMethod] = useState<SecondVerificationMethod>(challenge.methods[0] ?? 'authenticator');
  const [alert, setAlert] = useState<string | null>(null);

  const target =
    method === 'mobile' ? challenge.maskedMobile : method === 'email' ? challenge.maskedEmail : null;
  const label = t(`verify.answer.${method}`);
  const form = useContractForm({ schema, defaultValues: { answer: '' }, texts: { answer: { label } } });

  const choose = (next: SecondVerificationMethod) => {
    setMethod(next);
    form.reset({ answer: '' });
    setAlert(null);
  };

  const sendCode = async (): Promise<number | null> => {
    if (method !== 'mobile' && method !== 'email') return null;
    setAlert(null);
    try {
      const sent = await sendVerificationCode(language, { challengeId: challenge.challengeId, method });
      return countdownSeconds(sent);
    } catch (failure) {
      setAlert(failure instanceof ApiError ? failure.message : tc('errors.network'));
      return null;
    }
  };

  const onValid = async ({ answer }: { answer: string }) => {
    setAlert(null);
    try {
      const result = await verifyLogin(language, { challengeId: challenge.challengeId, method, answer });
      toast(t('verify.done'));
      completeLogin(result, { home, afterLoginModal: true });
    } catch (failure) {
      setAlert(failure instanceof ApiError ? failure.message : tc('errors.network'));
    }
  };

  return (
    <Modal open onClose={close} title={t('verify.title')} width={480} testId="verify-modal">
      <p className="session-lead">{t('verify.lead')}</p>
      <Tabs
        label={t('verify.methods')}
        value={method}
        onChange={choose}
        tabs={challenge.methods.map((key) => ({
          key,
          label: t(`verify.method.${key}`),
          testId: `verify-method-${key}`,
        }))}
      />
      <form className="form-stack" onSubmit={form.submit(onValid)} noValidate data-testid="verify-form">
        {challenge.methods.length === 1 ? (
          <p className="session-choice-title">{t(`verify.method.${method}`)}</p>
        ) : null}
        {target ? <p className="session-note">{t('verify.sentTo', { target })}</p> : null}
        <TextField
          {...form.bind('answer')}
          label={label}
          inputMode={method === 'bankName' ? 'text' : 'numeric'}
          autoComplete={method === 'bankName' ? 'off' : 'one-time-code'}
          maxLength={255}
          required
          hint={method === 'bankName' ? t('verify.bankHint') : undefined}
          addon={
            method === 'mobile' || method === 'email' ? (
              <CountdownButton key={method} onSend={sendCode} testId="verify-send-code" />
            ) : undefined
          }
          testId="verify-answer"
        />
        <button type="submit" className="btn btn-gold" disabled={form.busy} data-testid="verify-submit">
          {t('verify.submit')}
        </button>
        {alert ? <FormAlert testId="verify-alert">{alert}</FormAlert> : null}
      </form>
    </Modal>
  );
}
