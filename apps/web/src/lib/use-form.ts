import { type ChangeEvent, useCallback, useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Answers the message to show for one field, or null when it is fine; sees every value (confirmations). */
export type Validate<F extends string> = (field: F, values: Readonly<Record<F, string>>) => string | null;

/**
 * A small form state: values, one message per field, checks on blur (of a field the visitor typed in)
 * and on submit (the first field in trouble gets the focus), and server messages shown on the fields
 * they name. The caller says which fields take part, since registration shows different fields per mode.
 */
/** What `bind(field)` spreads onto a TextField or PhoneField. */
export type FieldBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
};

export function useForm<F extends string>(initial: Record<F, string>, validate: Validate<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  /** Fields the visitor has typed in: only those are checked on blur (leaving an untouched field says nothing). */
  const edited = useRef(new Set<F>());

  const setValue = useCallback((field: F, value: string) => {
    edited.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const check = (field: F) => {
    if (!edited.current.has(field)) return;
    const message = validate(field, values);
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  };

  const focusFirst = (fields: readonly F[], found: FieldErrors<F>) => {
    const first = fields.find((field) => found[field]);
    if (first) elements.current[first]?.focus();
  };

  /** Checks the given fields; answers whether all pass, else shows why and focuses the first failure. */
  const validateAll = (fields: readonly F[]): boolean => {
    const found: FieldErrors<F> = {};
    for (const field of fields) {
      const message = validate(field, values);
      if (message) found[field] = message;
    }
    setErrors(found);
    focusFirst(fields, found);
    return Object.keys(found).length === 0;
  };

  /** Messages from elsewhere (the server's per-field answer), shown on their fields. */
  const showErrors = (found: FieldErrors<F>, order: readonly F[]) => {
    setErrors((current) => ({ ...current, ...found }));
    focusFirst(order, found);
  };

  const bind = (field: F): FieldBinding => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(field, event.target.value),
    onBlur: () => check(field),
    ref: (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
  });

  return { values, errors, setValue, validateAll, showErrors, bind };
}
