import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

type SideMenuItemProps = {
  icon: ReactNode;
  label: string;
  testId?: string;
  /** After the label (a count badge). */
  badge?: ReactNode;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** One entry of the side menu: a link to a page, or a button for an action. */
export function SideMenuItem({ icon, label, testId, badge, to, onClick }: SideMenuItemProps) {
  const content = (
    <>
      <span className="side-menu-icon" aria-hidden>
        {icon}
      </span>
      <span>{label}</span>
      {badge}
    </>
  );
  return (
    <li>
      {to ? (
        <NavLink to={to} className="side-menu-item" data-testid={testId}>
          {content}
        </NavLink>
      ) : (
        <button type="button" className="side-menu-item" onClick={onClick} data-testid={testId}>
          {content}
        </button>
      )}
    </li>
  );
}
