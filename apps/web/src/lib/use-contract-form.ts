import { errorMessage, isErrorCode, parseFieldProblem } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { type ChangeEvent, type FocusEvent, type FormEvent, useMemo, useRef } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { serverFieldMessage } from './field-rules';
import { useLanguage } from './language';

/** How a form names a field in its messages. */
export type FieldTexts = {
  /** The field's name in the generic messages ("<label> is required"). */
  label: string;
  /** Shown when the field is left empty, instead of "<label> is required". */
  required?: string;
  /** Shown for any other problem the contracts' schema finds, instead of the error catalogue's message. */
  invalid?: string;
};

/** Zod's own (English) messages are replaced by this marker, then by a message in the visitor's language. */
const SCHEMA_DEFAULT = 'schema_default';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The message a field shows for one problem found by its schema. The contracts' schemas carry error codes
 * (`wrong_account`, `invalid_amount`…), zod's own checks the marker; an empty field is "required" whatever
 * the code. A form's own refinements already carry their message in the visitor's language: kept as they are.
 */
export function fieldMessage(
  message: string | undefined,
  value: unknown,
  texts: FieldTexts | undefined,
  language: Parameters<typeof errorMessage>[1],
  t: TFunction<'common'>,
): string {
  const label = texts?.label ?? '';
  const generic =
    message === undefined || message === '' || message === SCHEMA_DEFAULT || isErrorCode(message);
  if (!generic) return message;
  if (isBlank(value)) return texts?.required ?? t('form.required', { label });
  if (texts?.invalid) return texts.invalid;
  if (message && isErrorCode(message)) return errorMessage(message, language);
  return t('form.invalid', { label });
}

type Texts<V extends FieldValues> = Partial<Record<Path<V>, FieldTexts>>;

/** zodResolver with every message put in the visitor's language (see `fieldMessage`). */
function readableResolver<V extends FieldValues, O>(
  schema: z.ZodType<O, V>,
  texts: Texts<V>,
  language: Parameters<typeof errorMessage>[1],
  t: TFunction<'common'>,
): Resolver<V, unknown, O> {
  const resolve = zodResolver(schema as never, { error: () => SCHEMA_DEFAULT }) as unknown as Resolver<
    V,
    unknown,
    O
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors as Record<string, FieldError | undefined>)) {
      if (!error || typeof error.message !== 'string') continue;
      error.message = fieldMessage(error.message, get(values, name), texts[name as Path<V>], language, t);
    }
    return result;
  };
}

export type FieldBinding = {
  name: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => Promise<unknown>;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  ref: (element: HTMLInputElement | HTMLSelectElement | null) => void;
};

export type ContractForm<V extends FieldValues, O> = UseFormReturn<V, unknown, O> & {
  /** What a TextField, PhoneField or select spreads: RHF's registration, the field's message, the checks. */
  bind: (name: Path<V>) => FieldBinding;
  /** Marks a field as typed in (a value set by a chip or a picker counts) and takes its message away. */
  edited: (name: Path<V>) => void;
  /** The form's submit handler: one submission at a time (a double click sends once), then `onValid`. */
  submit: (onValid: (values: O) => Promise<void> | void) => (event?: FormEvent) => Promise<void>;
  /** A failure's per-field answer (`fields`) shown on the fields it names; answers how many it showed. */
  showServerFields: (error: unknown, names: readonly Path<V>[]) => number;
  /** True while a submission is being checked or sent. */
  busy: boolean;
};

/**
 * A react-hook-form form validated by a zod schema built from the contracts' request schemas (the ones the
 * server checks), with the site's habits: a field the visitor typed in is checked when left, every field on
 * submit (the first in trouble gets the focus), typing takes the field's message away, and the server's
 * per-field answers show on their fields. Messages come in the visitor's language (`texts`, `fieldMessage`).
 */
export function useContractForm<V extends FieldValues, O>({
  schema,
  defaultValues,
  texts = {},
}: {
  schema: z.ZodType<O, V>;
  defaultValues: DefaultValues<V>;
  texts?: Texts<V>;
}): ContractForm<V, O> {
  const { t } = useTranslation();
  const language = useLanguage();
  const resolver = useMemo(() => readableResolver(schema, texts, language, t), [schema, texts, language, t]);
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    // after a submit too, fields are checked when left (below), not on every key
    reValidateMode: 'onSubmit',
  });
  /** Fields the visitor has typed in: only those are checked when left (an untouched field says nothing). */
  const typed = useRef(new Set<string>());
  const sending = useRef(false);
  const errors = form.formState.errors;

  const edited = (name: Path<V>) => {
    typed.current.add(name);
    if (get(form.formState.errors, name)) form.clearErrors(name);
  };

  const bind = (name: Path<V>): FieldBinding => {
    const registered = form.register(name);
    const error = get(errors, name) as FieldError | undefined;
    return {
      ...registered,
      error: error?.message,
      onChange: (event) => {
        edited(name);
        return registered.onChange(event);
      },
      onBlur: (event) => {
        void registered.onBlur(event);
        // Leaving for the submit button: the submit checks it all (a message appearing now would move the
        // button from under the pointer and swallow the click).
        const next = event.relatedTarget as HTMLElement | null;
        if (!typed.current.has(name) || next?.closest('button[type="submit"]')) return;
        void form.trigger(name);
      },
    };
  };

  const submit =
    (onValid: (values: O) => Promise<void> | void) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      if (sending.current) return;
      sending.current = true;
      try {
        await form.handleSubmit(onValid)(event);
      } finally {
        sending.current = false;
      }
    };

  const showServerFields = (error: unknown, names: readonly Path<V>[]): number => {
    if (!(error instanceof ApiError)) return 0;
    let shown = 0;
    for (const name of names) {
      const problem = error.fields[name];
      if (!problem) continue;
      const fieldTexts = texts[name];
      const message =
        parseFieldProblem(problem).kind === 'required' && fieldTexts?.required
          ? fieldTexts.required
          : serverFieldMessage(problem, fieldTexts?.label ?? name, language, t);
      form.setError(name, { type: 'server', message }, { shouldFocus: shown === 0 });
      shown++;
    }
    return shown;
  };

  return { ...form, bind, edited, submit, showServerFields, busy: form.formState.isSubmitting };
}
