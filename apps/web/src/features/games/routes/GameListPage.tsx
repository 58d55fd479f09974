import { useTranslation } from 'react-i18next';
import { CATEGORY_OF_PAGE, type GamePage } from '../../../lib/categories';
import { usePageTitle } from '../../../lib/page-title';
import { CategoryGames } from '../components/CategoryGames';
import { Favourites } from '../components/Favourites';
import { HotGames } from '../components/HotGames';
import '../components/games.css';

const TITLE_KEY = { ...CATEGORY_OF_PAGE, hot: 'HOT', fav: 'FAV' } as const;

/** /rng, /live, /pvp, /fish, /hot and /fav (spec §2.1). */
export default function GameListPage({ page }: { page: GamePage }) {
  const { t } = useTranslation();
  const title = t(`categories.${TITLE_KEY[page]}`);
  usePageTitle(title);
  return (
    <section className="page games-page" data-testid={`games-page-${page}`}>
      <h1 className="page-title">{title}</h1>
      {page === 'hot' ? (
        <HotGames />
      ) : page === 'fav' ? (
        <Favourites />
      ) : (
        <CategoryGames key={page} category={CATEGORY_OF_PAGE[page]} />
      )}
    </section>
  );
}
