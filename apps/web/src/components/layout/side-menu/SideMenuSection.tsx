import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

type SideMenuSectionProps = { title: string; icon: ReactNode; children: ReactNode; testId: string };

/** A collapsible group of side-menu entries, open by default. */
export function SideMenuSection({ title, icon, children, testId }: SideMenuSectionProps) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className="side-menu-section">
      <button
        type="button"
        className="side-menu-section-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        data-testid={testId}
      >
        <span className="side-menu-icon" aria-hidden>
          {icon}
        </span>
        <span>{title}</span>
        <ChevronDown size={16} aria-hidden className="side-menu-chevron" />
      </button>
      <ul id={id} className="side-menu-list" hidden={!open}>
        {children}
      </ul>
    </section>
  );
}
