import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchSite } from './app/loaders';
import { queryClient } from './app/query-client';
import { routerReady } from './app/router';
import { initI18n } from './i18n';
import { readLanguage } from './lib/language';
import { applyTheme, readTheme } from './lib/theme';
import './styles/tokens.css';
import './styles/base.css';

applyTheme(readTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const language = readLanguage();
// Everything the first render needs is asked for at once, not one after another: the texts, the site's status and
// the session, then (the router's first loaders) the page's chunk and data. It waits for the texts and the chunk.
const texts = initI18n(language);
prefetchSite(queryClient, language);
void Promise.all([texts, routerReady()]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
