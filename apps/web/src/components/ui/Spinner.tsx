import { useTranslation } from 'react-i18next';
import './spinner.css';

/** A spinner; `fullScreen` centres it in the viewport (used before the site is ready). */
export function Spinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'spinner-screen' : 'spinner-box'} role="status">
      <span className="spinner" aria-hidden />
      <span className="visually-hidden">{t('states.loading')}</span>
    </div>
  );
}
