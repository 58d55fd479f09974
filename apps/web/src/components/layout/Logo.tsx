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
      <img src="/favicon.svg" alt="" width={34} height={34} className="logo-mark" />
      <span className="logo-text">{name}</span>
    </Link>
  );
}
