import { StrictMode, startTransition } from 'react';
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
// Everything the first render needs is asked for at once, not one after another: the page's chunk and first data
// (the router's first loaders), the site's status and the session. The first render waits for the texts (part of
// this chunk for Vietnamese), the page and the site's status, so it shows the page whole.
void Promise.all([initI18n(language), routerReady(), prefetchSite(queryClient, language)]).then(() => {
  const reactRoot = createRoot(root);
  // A transition: React renders the whole first page in small slices, leaving the main thread free in between,
  // instead of one long task a phone cannot answer a tap during.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
