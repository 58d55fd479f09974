import { useTranslation } from 'react-i18next';
import { HelpCentre } from '../components/HelpCentre';

/** /helpmc: the same help centre without header, for embedding in other apps. */
export default function HelpMcPage() {
  const { t } = useTranslation('help');
  return (
    <section className="page" data-testid="helpmc-page">
      <h1 className="page-title">{t('title')}</h1>
      <HelpCentre />
    </section>
  );
}
