import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

type SideMenuItemProps = {
  icon: ReactNode;
  label: string;
  testId?: string;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** One entry of the side menu: a link to a page, or a button for an action. */
export function SideMenuItem({ icon, label, testId, to, onClick }: SideMenuItemProps) {
  const content = (
    <>
      <span className="side-menu-icon" aria-hidden>
        {icon}
      </span>
      <span>{label}</span>
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
