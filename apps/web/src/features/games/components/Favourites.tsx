import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/StateMessage';
import { useAuthGate } from '../../../lib/auth-gate';

/** /fav: favourites belong to an account, so a visitor is asked to log in first. */
export function Favourites() {
  const { t } = useTranslation('games');
  const { loggedIn, requireLogin } = useAuthGate();
  if (loggedIn) {
    return <EmptyState icon={<Heart size={28} />} title={t('fav.soon')} testId="fav-soon" />;
  }
  return (
    <EmptyState
      icon={<Heart size={28} />}
      title={t('fav.loginTitle')}
      description={t('fav.loginText')}
      testId="fav-login"
      action={
        <button
          type="button"
          className="btn btn-gold"
          onClick={() => requireLogin()}
          data-testid="fav-login-button"
        >
          {t('fav.login')}
        </button>
      }
    />
  );
}
