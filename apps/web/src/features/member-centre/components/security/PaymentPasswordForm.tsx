import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../../../api/permission';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextField } from '../../../../components/ui/TextField';
import { useToast } from '../../../../components/ui/Toast';
import { ruleMessage } from '../../../../lib/field-rules';
import { useLanguage } from '../../../../lib/language';
import { useForm } from '../../../../lib/use-form';
import { setPaymentPassword, storeOverview } from '../../api/security';
import { useSubmit } from './use-submit';

type Field = 'loginPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';
const FIELDS: readonly Field[] = ['loginPassword', 'newPaymentPassword', 'confirmPaymentPassword'];

/** Sets or changes the payment password; the login password confirms it is the member. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const submit = useSubmit();
  const found = usePlatform().info.registerRules.find((rule) => rule.field === 'paymentPassword');
  const rule = found ? { ...found, enabled: true, required: true } : undefined;
  const labels: Record<Field, string> = {
    loginPassword: t('security.loginPassword'),
    newPaymentPassword: t('security.payment.new'),
    confirmPaymentPassword: t('security.payment.confirm'),
  };
  const form = useForm<Field>(
    { loginPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    (field, values) => {
      if (!values[field]) return tc('form.required', { label: labels[field] });
      if (field === 'newPaymentPassword')
        return ruleMessage(rule, values[field], labels[field], language, tc);
      if (field === 'confirmPaymentPassword' && values[field] !== values.newPaymentPassword) {
        return t('security.mismatch');
      }
      return null;
    },
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.busy || !form.validateAll(FIELDS)) return;
    const result = await submit.run(() => setPaymentPassword(language, form.values));
    if (!result.ok) return;
    storeOverview(queryClient, language, result.value);
    toast(t('security.payment.saved'));
    onDone();
  };

  return (
    <form
      className="form-stack"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="payment-form"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          {...form.bind(field)}
          type="password"
          label={labels[field]}
          inputMode={field === 'loginPassword' ? undefined : 'numeric'}
          autoComplete={field === 'loginPassword' ? 'current-password' : 'off'}
          maxLength={255}
          required
          testId={`payment-${field}`}
        />
      ))}
      <button type="submit" className="btn btn-primary" disabled={submit.busy} data-testid="payment-submit">
        {t('security.save')}
      </button>
      {submit.alert ? <FormAlert testId="payment-alert">{submit.alert}</FormAlert> : null}
    </form>
  );
}
