import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadAtStart } from './app/lazy-frames';
import { installGlobalErrorHandlers } from './errors/global-handlers';

installGlobalErrorHandlers();
// The page's chunks load while the session is read, not after it answers.
preloadAtStart(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
