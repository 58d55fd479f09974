import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n';
import { readLanguage } from './lib/language';
import { applyTheme, readTheme } from './lib/theme';
import './styles/tokens.css';
import './styles/base.css';

applyTheme(readTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void initI18n(readLanguage()).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
