import { ArrowLeft, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/StateMessage';

/**
 * A game that cannot be shown (not found, not open, its launch failed): what went wrong, and the ways on — back to
 * the page before, home, or trying again when that may help. The game page has the header only (spec §2.1), so
 * these are its way out besides the logo.
 */
export function GameProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('gameLaunch');
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/index');
  };
  return (
    <section className="page game-problem" data-testid="game-problem">
      <ErrorState
        error={error}
        onRetry={onRetry}
        description={t('game.problemHint')}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={back} data-testid="game-problem-back">
              <ArrowLeft size={16} aria-hidden />
              {t('game.back')}
            </button>
            <Link to="/index" className="btn btn-primary" data-testid="game-problem-home">
              <House size={16} aria-hidden />
              {t('game.home')}
            </Link>
          </>
        }
      />
    </section>
  );
}
