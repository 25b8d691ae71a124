import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { AppLayout } from './app-layout';
import { RequireAdmin } from './auth/require-admin';
import { AboutPage, AdminLoginPage, AdminPage, ChatPage, QuestionnairePage, ResponsePage, WorkWithUsPage } from './lazy-pages';

/** /home and /homepage are the landing page at its one address; the query rides along. */
function ToLanding() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/', search, hash }} replace />;
}

// Declarative routes: the data-router half of React Router (loaders, actions, fetchers) would
// roughly double its share of the landing page's JavaScript for features no screen uses.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="home" element={<ToLanding />} />
        <Route path="homepage" element={<ToLanding />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="work-with-us" element={<WorkWithUsPage />} />
        <Route path="chat" element={<ChatPage />} />
        <Route path="form" element={<QuestionnairePage />} />
        <Route path="structured" element={<QuestionnairePage />} />
        <Route path="admin/login" element={<AdminLoginPage />} />
        <Route
          path="admin"
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />
        <Route
          path="admin/dashboard"
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />
        {/* A response's own page (issue 20); staff emails link to these addresses. */}
        {(['work-with-us', 'questionnaire', 'chat'] as const).map((channel) => (
          <Route
            key={channel}
            path={`admin/responses/${channel}/:id`}
            element={
              <RequireAdmin>
                <ResponsePage channel={channel} />
              </RequireAdmin>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
