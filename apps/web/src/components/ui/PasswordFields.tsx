import type { FieldBinding } from '../../lib/use-contract-form';
import { TextField } from './TextField';

type PasswordFieldsProps<F extends string> = {
  fields: readonly F[];
  /** The contract form's binding of a field (`form.bind`). */
  bind: (field: F) => FieldBinding;
  labels: Record<F, string>;
  /** The field that holds the member's current password: the browser offers the saved one there. */
  current: F;
  /** A new password that is digits only (a payment password) opens the phone's number pad. */
  numeric?: boolean;
  testIdPrefix: string;
};

/**
 * The group of password inputs a change of password asks for (the current one, the new one, its confirmation):
 * the login password's change and the payment password's setting.
 */
export function PasswordFields<F extends string>({
  fields,
  bind,
  labels,
  current,
  numeric = false,
  testIdPrefix,
}: PasswordFieldsProps<F>) {
  return fields.map((field) => (
    <TextField
      key={field}
      {...bind(field)}
      type="password"
      label={labels[field]}
      inputMode={numeric && field !== current ? 'numeric' : undefined}
      autoComplete={field === current ? 'current-password' : numeric ? 'off' : 'new-password'}
      maxLength={255}
      required
      testId={`${testIdPrefix}-${field}`}
    />
  ));
}
