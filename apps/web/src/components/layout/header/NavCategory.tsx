import type { GameCategory, VendorCard } from '@app/contracts';
import { ChevronDown } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CATEGORY_PATHS } from '../../../lib/categories';
import { VendorDropdown } from './VendorDropdown';

const OPEN_DELAY_MS = 60;
const CLOSE_DELAY_MS = 160;

/** A category in the bar: a link to its page, and on hover or focus its vendor drop-down. */
export function NavCategory({ category, vendors }: { category: GameCategory; vendors: VendorCard[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const hasDropdown = vendors.length > 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), next ? OPEN_DELAY_MS : CLOSE_DELAY_MS);
  };
  const close = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  // Focus moving elsewhere closes the drop-down; focus simply lost (a button inside became
  // disabled, a click on nothing) does not: the pointer leaving closes it then.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) schedule(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      linkRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === linkRef.current && hasDropdown) {
      event.preventDefault();
      const item = event.currentTarget;
      setOpen(true);
      window.requestAnimationFrame(() =>
        item.querySelector<HTMLElement>('[data-testid^="dropdown-vendor-"]')?.focus(),
      );
    }
  };

  return (
    <li
      className="nav-item"
      onMouseEnter={() => hasDropdown && schedule(true)}
      onMouseLeave={() => schedule(false)}
      onFocus={() => hasDropdown && schedule(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink
        ref={linkRef}
        to={CATEGORY_PATHS[category]}
        className="nav-link"
        aria-expanded={hasDropdown ? open : undefined}
        data-testid={`nav-${category}`}
        onClick={close}
      >
        {t(`categories.${category}`)}
        {hasDropdown ? <ChevronDown size={14} aria-hidden className="nav-chevron" /> : null}
      </NavLink>
      {open ? <VendorDropdown category={category} vendors={vendors} onDone={close} /> : null}
    </li>
  );
}
