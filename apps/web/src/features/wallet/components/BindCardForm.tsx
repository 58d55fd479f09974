import {
  ACCOUNT_NUMBER_LENGTH,
  bindCardBody,
  type FieldRule,
  PATTERN_CATALOGUE,
  PAYEE_NAME_LENGTH,
} from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { ruleSchema } from '../../../lib/field-rules';
import { useLanguage } from '../../../lib/language';
import { useContractForm } from '../../../lib/use-contract-form';
import { banksQuery, bindCard, withdrawalKeys } from '../api/withdrawals';

type Field = 'bankCode' | 'accountNumber' | 'payeeName';
const FIELDS: readonly Field[] = ['bankCode', 'accountNumber', 'payeeName'];

/**
 * The rules the server checks a card by (the contracts' constants with the pattern catalogue): it answers
 * `pattern:digits:6:20` and `pattern:payeeName:2:50` in `fields`, so the same rules are checked here first.
 */
const RULES: Record<'accountNumber' | 'payeeName', FieldRule> = {
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

/** A name the card form can send as it is: the payee name pattern and its length. */
function writableName(name: string): boolean {
  return (
    new RegExp(PATTERN_CATALOGUE.payeeName.source).test(name) &&
    name.length >= PAYEE_NAME_LENGTH.min &&
    name.length <= PAYEE_NAME_LENGTH.max
  );
}

/**
 * Binds a bank card (the contracts' `bindCardBody`): bank, account number (digits), payee name as the bank
 * writes it (no diacritics). Every card must carry the member's own name (spec §5: the registered payee name, else
 * the first card's); when the server knows it, the field comes filled in with it and cannot be changed, since any
 * other name is refused (`payee_name_mismatch`). The first card of a member without one names it.
 */
export function BindCardForm({ payeeName, onDone }: { payeeName: string | null; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const banks = useQuery(banksQuery(language));
  const [alert, setAlert] = useState<string | null>(null);
  const bankId = useId();
  const labels: Record<Field, string> = {
    bankCode: t('cards.bank'),
    accountNumber: t('cards.accountNumber'),
    payeeName: t('cards.payeeName'),
  };
  const schema = useMemo(
    () =>
      z.object({
        bankCode: bindCardBody.shape.bankCode,
        accountNumber: ruleSchema(
          RULES.accountNumber,
          labels.accountNumber,
          language,
          tc,
          bindCardBody.shape.accountNumber,
        ),
        payeeName: ruleSchema(RULES.payeeName, labels.payeeName, language, tc, bindCardBody.shape.payeeName),
      }),
    [labels.accountNumber, labels.payeeName, language, tc],
  );
  const form = useContractForm({
    schema,
    defaultValues: { bankCode: '', accountNumber: '', payeeName: payeeName ?? '' },
    texts: {
      bankCode: { label: labels.bankCode },
      accountNumber: { label: labels.accountNumber },
      payeeName: { label: labels.payeeName },
    },
  });

  const onValid = async (values: Record<Field, string>) => {
    setAlert(null);
    try {
      await bindCard(language, values);
      await queryClient.invalidateQueries({ queryKey: withdrawalKeys.cards(language) });
      onDone();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : tc('errors.network'));
      form.showServerFields(error, FIELDS);
    }
  };

  const bank = form.bind('bankCode');
  // a known name the form could not send as it is (digits, a hyphen…) stays open for the member to write it so
  const fixedName = payeeName !== null && writableName(payeeName);
  return (
    <form className="wallet-form" onSubmit={form.submit(onValid)} noValidate data-testid="card-form">
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
        hint={fixedName ? t('cards.payeeFixed') : t('cards.payeeHint')}
        readOnly={fixedName}
        autoComplete="name"
        maxLength={50}
        required
        testId="card-payeeName"
      />
      <div className="wallet-actions">
        <button type="submit" className="btn btn-primary" disabled={form.busy} data-testid="card-submit">
          {t('cards.bind')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
      {alert ? <FormAlert testId="card-alert">{alert}</FormAlert> : null}
    </form>
  );
}
