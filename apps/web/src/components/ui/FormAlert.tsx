import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import './form.css';

type FormAlertProps = { children: ReactNode; tone?: 'warning' | 'success'; testId?: string };

/** A form's answer from the server: a warning (the server's own message) or a success note. */
export function FormAlert({ children, tone = 'warning', testId = 'form-alert' }: FormAlertProps) {
  return (
    <p
      className={`form-alert form-alert-${tone}`}
      role={tone === 'warning' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {tone === 'warning' ? <AlertTriangle size={18} aria-hidden /> : <CheckCircle2 size={18} aria-hidden />}
      <span>{children}</span>
    </p>
  );
}
