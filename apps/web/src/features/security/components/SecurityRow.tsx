import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type SecurityRowProps = {
  icon: ReactNode;
  title: string;
  status: ReactNode;
  /** The status is good (bound, set, on). */
  done: boolean;
  actionLabel?: string;
  /** Instead of opening a form below: the action happens elsewhere (the change-password dialog). */
  onAction?: () => void;
  open?: boolean;
  onToggle?: () => void;
  children?: ReactNode;
  testId: string;
};

/** One line of the security centre: what it is, its state, and the form that changes it, opened below. */
export function SecurityRow({
  icon,
  title,
  status,
  done,
  actionLabel,
  onAction,
  open = false,
  onToggle,
  children,
  testId,
}: SecurityRowProps) {
  const id = useId();
  const expandable = Boolean(children) && !onAction;
  return (
    <li className="security-row" data-open={open} data-testid={testId}>
      <div className="security-row-head">
        <span className="security-row-icon" data-done={done} aria-hidden>
          {icon}
        </span>
        <div className="security-row-text">
          <p className="security-row-title">{title}</p>
          <p className="security-row-status" data-testid={`${testId}-status`}>
            {status}
          </p>
        </div>
        {actionLabel ? (
          <button
            type="button"
            className="btn btn-ghost security-row-action"
            onClick={onAction ?? onToggle}
            aria-expanded={expandable ? open : undefined}
            aria-controls={expandable ? id : undefined}
            data-testid={`${testId}-action`}
          >
            {actionLabel}
            {expandable ? <ChevronDown size={16} aria-hidden className="security-row-chevron" /> : null}
          </button>
        ) : null}
      </div>
      {expandable && open ? (
        <div id={id} className="security-row-body">
          {children}
        </div>
      ) : null}
    </li>
  );
}
