import { addPageStyle } from '../../lib/page-style';
import lotteryCss from './components/lottery.css?inline';
import elottCss from './elott/elott.css?inline';

// the lottery pages' stylesheets, out of the site's render-blocking one (lib/page-style.ts): every lottery page
// imports this module, so both are added once, whichever page comes first
addPageStyle('lottery-style', lotteryCss);
addPageStyle('elott-style', elottCss);
