import { useLocation } from 'react-router';
import { memberPageIn } from '../../../lib/member-centre';
import { usePageLoaded } from '../../../lib/use-page-loaded';

/**
 * Whether the home's later sections (new games, lotteries, the boards) may ask for their data: once the page has
 * loaded, and not while a member-centre page is open over the home (`?mc=`: a link, the gateway sending a member
 * back to the deposit page). Their answers' renders would compete with the dialog's own, on a phone where the
 * dialog fills the screen; they come when it closes, their placeholders holding their places meanwhile. An answer
 * already in is kept while the dialog is open (a disabled query keeps its data).
 */
export function useHomeSectionsReady(): boolean {
  const loaded = usePageLoaded();
  const covered = memberPageIn(useLocation().search) !== null;
  return loaded && !covered;
}
