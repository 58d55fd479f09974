import { confirmWithdrawalBody, siteDateTime, type Withdrawal } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { refineWith } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { useMoney } from '../../../lib/use-money';
import { useSubmit } from '../../../lib/use-submit';
import { confirmWithdrawal, refreshWithdrawals } from '../api/withdrawals';
import { AmountField } from './AmountField';
import { amountSchema } from './amount';

const PROOF_TYPES = ['image/png', 'image/jpeg'];

type Values = { amountReceived: string; proof: File | null };

/**
 * Spec §4 withdrawal confirmation of a PAID withdrawal: "received", or "not received" with the amount that did
 * arrive (0 up to the amount: partial allowed; the contracts' `confirmWithdrawalBody`) and a proof image
 * (png/jpg ≤ the server's limit, checked here first, then by the server on the content).
 */
export function ConfirmReceipt({
  withdrawal,
  proofMaxBytes,
}: {
  withdrawal: Withdrawal;
  proofMaxBytes: number;
}) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const queryClient = useQueryClient();
  const received = useSubmit();
  const fileId = useId();
  const [disputing, setDisputing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const maxMb = Math.round(proofMaxBytes / (1024 * 1024));
  const schema = useMemo(
    () =>
      z.object({
        amountReceived: amountSchema(
          { max: withdrawal.amount, allowZero: true },
          money,
          t,
          confirmWithdrawalBody.shape.amountReceived.unwrap(),
        ),
        proof: z
          .custom<File | null>((value) => value === null || value instanceof File)
          .superRefine(
            refineWith((file) => {
              if (!file) return t('confirm.proofRequired');
              if (!PROOF_TYPES.includes(file.type)) return t('confirm.proofType');
              return file.size > proofMaxBytes ? t('confirm.proofSize', { mb: maxMb }) : null;
            }),
          ),
      }),
    [withdrawal.amount, proofMaxBytes, maxMb, money, t],
  );
  const form = useContractForm<Values, { amountReceived: string; proof: File | null }>({
    schema,
    defaultValues: { amountReceived: '', proof: null },
    texts: { amountReceived: { label: t('confirm.amountReceived') }, proof: { label: t('confirm.proof') } },
  });
  const proofError = form.formState.errors.proof?.message;

  const done = () => void refreshWithdrawals(queryClient);

  const confirmReceived = async () => {
    const result = await received.run(() => confirmWithdrawal(language, withdrawal.id, { received: true }));
    if (result.ok) done();
  };

  /** A picked file is checked at once (type, size); the check on submit says the same. */
  const pickFile = (file: File | undefined) => {
    form.setValue('proof', file ?? null);
    form.edited('proof');
    void form.trigger('proof');
  };

  const onDispute = async ({ amountReceived, proof }: Values) => {
    if (!proof) return;
    setAlert(null);
    try {
      await confirmWithdrawal(language, withdrawal.id, { received: false, amountReceived, proof });
      done();
    } catch (error) {
      if (error instanceof ApiError && error.fields.proof) {
        form.setError('proof', { type: 'server', message: error.message });
      } else if (error instanceof ApiError && error.fields.amountReceived) {
        form.setError('amountReceived', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    }
  };

  const busy = received.busy || form.busy;
  const shownAlert = alert ?? received.alert;
  return (
    <li className="wallet-card confirm-receipt" data-testid="withdraw-confirm" data-id={withdrawal.id}>
      <p className="wallet-result-title">
        {t('confirm.question', { amount: money.format(withdrawal.amount), bank: withdrawal.bankName })}
      </p>
      <p className="wallet-note">
        {withdrawal.accountNumber} · {withdrawal.payeeName}
        {withdrawal.autoReceiveAt
          ? ` · ${t('confirm.autoAt', { time: siteDateTime(withdrawal.autoReceiveAt) })}`
          : ''}
      </p>
      {disputing ? (
        <form className="wallet-form" onSubmit={form.submit(onDispute)} noValidate>
          <AmountField
            {...form.bind('amountReceived')}
            label={t('confirm.amountReceived')}
            hint={t('confirm.amountHint', { amount: money.format(withdrawal.amount) })}
            testId="confirm-amount"
          />
          <div className="field">
            <label htmlFor={fileId} className="field-label">
              {t('confirm.proof')}
              <span className="field-required" aria-hidden>
                *
              </span>
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/png,image/jpeg"
              className="input"
              onChange={(event) => pickFile(event.target.files?.[0])}
              aria-invalid={proofError ? true : undefined}
              data-testid="confirm-proof"
            />
            {proofError ? (
              <p className="field-error" data-testid="confirm-proof-error">
                {proofError}
              </p>
            ) : (
              <p className="field-hint">{t('confirm.proofHint', { mb: maxMb })}</p>
            )}
          </div>
          <div className="wallet-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy}
              data-testid="confirm-dispute-submit"
            >
              {t('confirm.send')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setDisputing(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="wallet-actions">
          <button
            type="button"
            className="btn btn-gold"
            disabled={busy}
            onClick={() => void confirmReceived()}
            data-testid="confirm-received"
          >
            {t('confirm.received')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setDisputing(true)}
            data-testid="confirm-not-received"
          >
            {t('confirm.notReceived')}
          </button>
        </div>
      )}
      {shownAlert ? <FormAlert testId="confirm-alert">{shownAlert}</FormAlert> : null}
    </li>
  );
}
