import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { startSignedOutAtLogin } from './auth/signedOutStart';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

startSignedOutAtLogin();
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
