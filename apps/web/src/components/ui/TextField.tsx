import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Beside the input: a send-code button, a captcha image. */
  addon?: ReactNode;
  /** Before the input: the dialing-code picker. */
  leading?: ReactNode;
  hideLabel?: boolean;
  testId?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its message under it; password inputs get a show/hide switch. */
export function TextField({
  label,
  error,
  hint,
  addon,
  leading,
  hideLabel,
  testId,
  type = 'text',
  required,
  ref,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reveal, setReveal] = useState(false);
  const messageId = `${id}-message`;
  const isPassword = type === 'password';
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field-label'}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <div className="field-control">
        {leading}
        <div className="field-input">
          <input
            {...input}
            ref={ref}
            id={id}
            type={isPassword && reveal ? 'text' : type}
            className="input"
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? messageId : undefined}
            data-testid={testId}
          />
          {isPassword ? (
            <button
              type="button"
              className="field-reveal"
              onClick={() => setReveal(!reveal)}
              aria-label={reveal ? t('form.hidePassword') : t('form.showPassword')}
              aria-pressed={reveal}
            >
              {reveal ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      {error ? (
        <p id={messageId} className="field-error" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
