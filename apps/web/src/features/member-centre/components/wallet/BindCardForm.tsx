import { ACCOUNT_NUMBER_LENGTH, PAYEE_NAME_LENGTH } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextField } from '../../../../components/ui/TextField';
import { ruleMessage, serverFieldMessage } from '../../../../lib/field-rules';
import { useLanguage } from '../../../../lib/language';
import { useForm } from '../../../../lib/use-form';
import { banksQuery, bindCard, withdrawalKeys } from '../../api/withdrawals';
import { useSubmit } from '../security/use-submit';

type Field = 'bankCode' | 'accountNumber' | 'payeeName';
const FIELDS: readonly Field[] = ['bankCode', 'accountNumber', 'payeeName'];

/** The server's card rules (contracts' constants), checked here first with the shared pattern catalogue. */
const RULES = {
  accountNumber: {
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 'digits',
    minLength: ACCOUNT_NUMBER_LENGTH.min,
    maxLength: ACCOUNT_NUMBER_LENGTH.max,
  },
  payeeName: {
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 'payeeName',
    minLength: PAYEE_NAME_LENGTH.min,
    maxLength: PAYEE_NAME_LENGTH.max,
  },
};

/** Binds a bank card: bank, account number (digits), payee name as the bank writes it (no diacritics). */
export function BindCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const banks = useQuery(banksQuery(language));
  const submit = useSubmit();
  const bankId = useId();
  const labels: Record<Field, string> = {
    bankCode: t('cards.bank'),
    accountNumber: t('cards.accountNumber'),
    payeeName: t('cards.payeeName'),
  };
  const form = useForm<Field>({ bankCode: '', accountNumber: '', payeeName: '' }, (field, values) => {
    if (field === 'bankCode') return values.bankCode ? null : tc('form.required', { label: labels.bankCode });
    return ruleMessage(RULES[field], values[field], labels[field], language, tc);
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.busy || !form.validateAll(FIELDS)) return;
    const result = await submit.run(() => bindCard(language, form.values));
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: withdrawalKeys.cards(language) });
      onDone();
      return;
    }
    if (result.error instanceof ApiError) {
      const found: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const problem = result.error.fields[field];
        if (problem) found[field] = serverFieldMessage(problem, labels[field], language, tc);
      }
      form.showErrors(found, FIELDS);
    }
  };

  const bank = form.bind('bankCode');
  return (
    <form
      className="wallet-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="card-form"
    >
      <div className="field">
        <label htmlFor={bankId} className="field-label">
          {labels.bankCode}
          <span className="field-required" aria-hidden>
            *
          </span>
        </label>
        <select
          id={bankId}
          className="input"
          name={bank.name}
          value={bank.value}
          onChange={bank.onChange}
          onBlur={bank.onBlur}
          ref={bank.ref}
          aria-invalid={bank.error ? true : undefined}
          data-testid="card-bank"
        >
          <option value="">{t('cards.chooseBank')}</option>
          {(banks.data ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.name} — {b.fullName}
            </option>
          ))}
        </select>
        {bank.error ? (
          <p className="field-error" data-testid="card-bank-error">
            {bank.error}
          </p>
        ) : null}
      </div>
      <TextField
        {...form.bind('accountNumber')}
        label={labels.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        required
        testId="card-accountNumber"
      />
      <TextField
        {...form.bind('payeeName')}
        label={labels.payeeName}
        hint={t('cards.payeeHint')}
        autoComplete="name"
        maxLength={50}
        required
        testId="card-payeeName"
      />
      <div className="wallet-actions">
        <button type="submit" className="btn btn-primary" disabled={submit.busy} data-testid="card-submit">
          {t('cards.bind')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
      {submit.alert ? <FormAlert testId="card-alert">{submit.alert}</FormAlert> : null}
    </form>
  );
}
