import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlatform } from '../../api/permission';
import './logo.css';

/** The site's wordmark, from the merchant's name; goes home (spec §2.2). */
export function Logo() {
  const { t } = useTranslation('layout');
  const name = usePlatform().info.merchant.name;
  return (
    <Link to="/index" className="logo" aria-label={t('header.home', { name })} data-testid="logo">
      <LogoMark />
      <span className="logo-text">{name}</span>
    </Link>
  );
}

/** The "H" mark (public/favicon.svg) drawn inline: no image to fetch and decode before the header is complete. */
function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" width={34} height={34} className="logo-mark" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#6142bf" />
      <path d="M18 46V18h7v11h14V18h7v28h-7V35H25v11z" fill="#f2c14e" />
    </svg>
  );
}
