import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client';
import { App } from './app/app';
import { changeLanguage, currentLanguage, storedLanguage } from './i18n/i18n';
import { queryClient } from './app/query-client';
import { expireSession, getToken } from './session/session-store';
import './styles.css';

configureApi({
  token: getToken,
  language: currentLanguage,
  onExpired: () => {
    expireSession();
    queryClient.clear();
  },
});

const root = document.getElementById('root');
// The first paint is already in the operator's language.
if (root)
  void changeLanguage(storedLanguage()).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
