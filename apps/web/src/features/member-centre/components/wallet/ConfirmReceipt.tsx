import type { Withdrawal } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { formatDateTime } from '../../../../lib/format-date';
import { formatMoney } from '../../../../lib/format-money';
import { useLanguage } from '../../../../lib/language';
import { confirmWithdrawal, refreshWithdrawals } from '../../api/withdrawals';
import { useSubmit } from '../security/use-submit';
import { AmountField } from './AmountField';
import { checkAmount } from './amount';

const PROOF_TYPES = ['image/png', 'image/jpeg'];

/**
 * Spec §4 withdrawal confirmation of a PAID withdrawal: "received", or "not received" with the amount that did
 * arrive (0 up to the amount: partial allowed) and a proof image (png/jpg ≤ the server's limit, checked here
 * first, then by the server on the content).
 */
export function ConfirmReceipt({
  withdrawal,
  proofMaxBytes,
}: {
  withdrawal: Withdrawal;
  proofMaxBytes: number;
}) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const fileId = useId();
  const [disputing, setDisputing] = useState(false);
  const [received, setReceived] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; proof?: string }>({});
  const maxMb = Math.round(proofMaxBytes / (1024 * 1024));

  const done = () => void refreshWithdrawals(queryClient);

  const confirmReceived = async () => {
    const result = await submit.run(() => confirmWithdrawal(language, withdrawal.id, { received: true }));
    if (result.ok) done();
  };

  const pickFile = (file: File | undefined) => {
    setProof(null);
    if (!file) return setErrors((e) => ({ ...e, proof: t('confirm.proofRequired') }));
    if (!PROOF_TYPES.includes(file.type)) return setErrors((e) => ({ ...e, proof: t('confirm.proofType') }));
    if (file.size > proofMaxBytes)
      return setErrors((e) => ({ ...e, proof: t('confirm.proofSize', { mb: maxMb }) }));
    setErrors((e) => ({ ...e, proof: undefined }));
    setProof(file);
  };

  const onDispute = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.busy) return;
    const checked = checkAmount(received, { max: withdrawal.amount, allowZero: true }, t);
    const found = {
      amount: checked.error ?? undefined,
      proof: proof ? errors.proof : (errors.proof ?? t('confirm.proofRequired')),
    };
    setErrors(found);
    if (checked.error !== null || !proof || found.proof) return;
    const result = await submit.run(() =>
      confirmWithdrawal(language, withdrawal.id, { received: false, amountReceived: checked.minor, proof }),
    );
    if (result.ok) done();
    else if (result.error instanceof ApiError && result.error.fields.proof) {
      setErrors({ proof: result.error.message });
    } else if (result.error instanceof ApiError && result.error.fields.amountReceived) {
      setErrors({ amount: result.error.message });
    }
  };

  return (
    <li className="wallet-card confirm-receipt" data-testid="withdraw-confirm" data-id={withdrawal.id}>
      <p className="wallet-result-title">
        {t('confirm.question', { amount: formatMoney(withdrawal.amount), bank: withdrawal.bankName })}
      </p>
      <p className="wallet-note">
        {withdrawal.accountNumber} · {withdrawal.payeeName}
        {withdrawal.autoReceiveAt
          ? ` · ${t('confirm.autoAt', { time: formatDateTime(withdrawal.autoReceiveAt) })}`
          : ''}
      </p>
      {disputing ? (
        <form className="wallet-form" onSubmit={(event) => void onDispute(event)} noValidate>
          <AmountField
            label={t('confirm.amountReceived')}
            value={received}
            error={errors.amount}
            onChange={(event) => {
              setReceived(event.target.value);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            hint={t('confirm.amountHint', { amount: formatMoney(withdrawal.amount) })}
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
              data-testid="confirm-proof"
            />
            {errors.proof ? (
              <p className="field-error" data-testid="confirm-proof-error">
                {errors.proof}
              </p>
            ) : (
              <p className="field-hint">{t('confirm.proofHint', { mb: maxMb })}</p>
            )}
          </div>
          <div className="wallet-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={submit.busy}
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
            disabled={submit.busy}
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
      {submit.alert ? <FormAlert testId="confirm-alert">{submit.alert}</FormAlert> : null}
    </li>
  );
}
