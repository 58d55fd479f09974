import { useTranslation } from 'react-i18next';
import { HelpCentre } from '../components/HelpCentre';

/** /help: the help centre inside the site layout (also the user agreement link). */
export default function HelpPage() {
  const { t } = useTranslation('help');
  return (
    <section className="page">
      <h1 className="page-title">{t('title')}</h1>
      <HelpCentre />
    </section>
  );
}
