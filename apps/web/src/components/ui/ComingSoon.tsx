import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './coming-soon.css';

type ComingSoonProps = {
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
};

/** The page of an area a later release opens: its title, what it will offer, and a way back. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{title}</h1>
      <div className="coming-soon panel" data-testid="coming-soon">
        <div className="coming-soon-icon" aria-hidden>
          <Sparkles size={32} />
        </div>
        <p className="coming-soon-badge">{t('states.comingSoon')}</p>
        <p className="coming-soon-text">{description}</p>
        {children}
        <Link to="/index" className="btn btn-primary">
          {t('actions.backHome')}
        </Link>
      </div>
    </section>
  );
}
