import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/StateMessage';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /support/chat: the customer-service window that "Contact us" opens (440 px wide popup).
 * The chat itself arrives with the support module; until then the window says so.
 */
export default function ChatPage() {
  const { t } = useTranslation('support');
  usePageTitle(t('title'));
  return (
    <section className="page" data-testid="support-chat">
      <h1 className="page-title">{t('title')}</h1>
      <EmptyState
        icon={<Headset size={28} />}
        title={t('soon')}
        description={t('soonText')}
        action={
          <button type="button" className="btn btn-primary" onClick={() => window.close()}>
            {t('close')}
          </button>
        }
      />
    </section>
  );
}
