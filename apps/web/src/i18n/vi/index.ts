import bets from './bets.json';
import common from './common.json';
import download from './download.json';
import fair from './fair.json';
import gameLaunch from './gameLaunch.json';
import games from './games.json';
import help from './help.json';
import home from './home.json';
import layout from './layout.json';
import lobby from './lobby.json';
import lottery from './lottery.json';
import memberCentre from './memberCentre.json';
import messages from './messages.json';
import notices from './notices.json';
import pointsMall from './pointsMall.json';
import promotions from './promotions.json';
import security from './security.json';
import session from './session.json';
import status from './status.json';
import support from './support.json';
import wallet from './wallet.json';

/** Vietnamese, the default language: its shape is the one every language must match. */
const vi = {
  common,
  layout,
  status,
  session,
  memberCentre,
  security,
  home,
  notices,
  games,
  help,
  promotions,
  download,
  fair,
  lobby,
  lottery,
  wallet,
  gameLaunch,
  support,
  bets,
  messages,
  pointsMall,
};

export type Resources = typeof vi;
export default vi;
