import './count-badge.css';

type CountBadgeProps = { count: number; label: string; testId?: string };

/** A count beside a menu entry (unread messages), shown only above 0; `label` says what it counts. */
export function CountBadge({ count, label, testId }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid={testId}>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
