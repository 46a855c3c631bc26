import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n.ts';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The offline worker is registered once the page has loaded, and its code is fetched only then.
window.addEventListener('load', () => {
  import('./app/service-worker.ts').then(
    ({ registerServiceWorker }) => {
      registerServiceWorker();
    },
    (error: unknown) => {
      console.warn('The offline service worker could not be loaded', error);
    },
  );
});
