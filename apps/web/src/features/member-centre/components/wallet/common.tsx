import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format-money';
import type { MemberPage } from '../../../../lib/member-centre';
import { PAGE_ICONS } from '../member-pages';

/** A wallet page's title: its menu icon and name. */
export function PageHeading({ page }: { page: MemberPage }) {
  const { t } = useTranslation('memberCentre');
  return (
    <h3 className="member-centre-heading">
      <span className="member-centre-icon" aria-hidden>
        {PAGE_ICONS[page]}
      </span>
      {t(`pages.${page}.label`)}
    </h3>
  );
}

export type Tone = 'ok' | 'bad' | 'wait' | 'none';

export function StatusBadge({ tone, label, testId }: { tone: Tone; label: string; testId?: string }) {
  return (
    <span className="status-badge" data-tone={tone} data-testid={testId}>
      {label}
    </span>
  );
}

/** An amount with two decimals and thousand separators; signed ones coloured by direction. */
export function Money({ value, signed, testId }: { value: string; signed?: boolean; testId?: string }) {
  const text = formatMoney(value);
  const negative = text.startsWith('-');
  const shown = signed && !negative && text !== '0.00' ? `+${text}` : text;
  const className = signed ? (negative ? 'money-out' : text === '0.00' ? undefined : 'money-in') : undefined;
  return (
    <span className={className} data-testid={testId}>
      {shown}
    </span>
  );
}
