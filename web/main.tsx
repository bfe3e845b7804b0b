import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchCsrfToken } from './lib/api-client';
import './styles.css';

// SPEC §7: the CSRF token is requested at startup.
void prefetchCsrfToken();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
