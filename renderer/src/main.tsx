import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n';
import { App } from './app/App';

// The messages of one language are a chunk of their own: the first render waits for them.
void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
