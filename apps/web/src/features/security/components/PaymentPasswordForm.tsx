import { paymentPasswordBody } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { usePlatform } from '../../../api/permission';
import { FormAlert } from '../../../components/ui/FormAlert';
import { PasswordFields } from '../../../components/ui/PasswordFields';
import { useToast } from '../../../components/ui/Toast';
import { confirms, ruleSchema } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { setPaymentPassword, storeOverview } from '../api/security';

type Field = 'loginPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';
const FIELDS: readonly Field[] = ['loginPassword', 'newPaymentPassword', 'confirmPaymentPassword'];

/**
 * Sets or changes the payment password (the contracts' `paymentPasswordBody`, the new one by the merchant's
 * payment password rule); the login password confirms it is the member.
 */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [alert, setAlert] = useState<string | null>(null);
  const found = usePlatform().info.registerRules.find((rule) => rule.field === 'paymentPassword');
  const labels: Record<Field, string> = {
    loginPassword: t('loginPassword'),
    newPaymentPassword: t('payment.new'),
    confirmPaymentPassword: t('payment.confirm'),
  };
  const mismatch = t('mismatch');
  const schema = useMemo(() => {
    const rule = found ? { ...found, enabled: true, required: true } : undefined;
    return z
      .object({
        loginPassword: paymentPasswordBody.shape.loginPassword,
        newPaymentPassword: z
          .string()
          .min(1)
          .pipe(
            ruleSchema(
              rule,
              labels.newPaymentPassword,
              language,
              tc,
              paymentPasswordBody.shape.newPaymentPassword,
            ),
          ),
        confirmPaymentPassword: paymentPasswordBody.shape.confirmPaymentPassword.min(1),
      })
      .refine(...confirms('confirmPaymentPassword', 'newPaymentPassword', mismatch));
  }, [found, labels.newPaymentPassword, language, tc, mismatch]);
  const form = useContractForm({
    schema,
    defaultValues: { loginPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    texts: {
      loginPassword: { label: labels.loginPassword },
      newPaymentPassword: { label: labels.newPaymentPassword },
      confirmPaymentPassword: { label: labels.confirmPaymentPassword },
    },
  });

  const onValid = async (values: Record<Field, string>) => {
    setAlert(null);
    try {
      storeOverview(queryClient, language, await setPaymentPassword(language, values));
      toast(t('payment.saved'));
      onDone();
    } catch (error) {
      form.showServerFields(error, FIELDS);
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
    }
  };

  return (
    <form className="form-stack" onSubmit={form.submit(onValid)} noValidate data-testid="payment-form">
      <PasswordFields
        fields={FIELDS}
        bind={form.bind}
        labels={labels}
        current="loginPassword"
        numeric
        testIdPrefix="payment"
      />
      <button type="submit" className="btn btn-primary" disabled={form.busy} data-testid="payment-submit">
        {t('save')}
      </button>
      {alert ? <FormAlert testId="payment-alert">{alert}</FormAlert> : null}
    </form>
  );
}
