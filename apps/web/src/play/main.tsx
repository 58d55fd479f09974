import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readLaunchParams } from './launch-params';
import { PlayApp } from './PlayApp';
import './shell/play.css';

const params = readLaunchParams(location.search);
document.documentElement.lang = params.lang;

const root = document.getElementById('root');
if (!root) throw new Error('play/index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <PlayApp params={params} />
  </StrictMode>,
);
