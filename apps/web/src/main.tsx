// The global styles first: every feature's own stylesheet, imported by its components, comes after
// them and may refine them.
import './styles.css';
import './app/ui/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { AuthProvider } from './app/auth/auth-context';
import { selectBackend } from './app/backend';
import { config as zodConfig } from 'zod/v4/core';

// The page runs under a CSP without 'unsafe-eval': zod must not compile validators with
// new Function (even its probe for whether it may is reported as a violation). zod's core config
// alone, so the entry does not carry zod (its builders are pure for the bundler, see vite.config.ts).
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Visitor spec §7: the backend is chosen at load; calls made before the answer wait for it.
void selectBackend();

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>,
);
