import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './app-routes';
import { AuthProvider } from './auth/auth-context';

/** The app inside a router: the browser's (main.tsx) or the prerenderer's (entry-server.tsx). */
export function AppShell({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </Router>
    </StrictMode>
  );
}
