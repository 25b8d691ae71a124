import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from './app-layout';
import { RequireAdmin } from './auth/require-admin';
import {
  AboutPage,
  AdminLoginPage,
  AdminPage,
  ChatPage,
  ChoosePasswordPage,
  ForgotPasswordPage,
  LandingPage,
  QuestionnairePage,
  ResponsePage,
  ResponseSummaryPage,
  WorkWithUsPage,
} from './lazy-pages';

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
        {/* Issue 30: what invitation and reset emails open, and the login page's "Forgot password?". */}
        <Route path="admin/invitation" element={<ChoosePasswordPage mode="invitation" />} />
        <Route path="admin/reset-password" element={<ChoosePasswordPage mode="reset" />} />
        <Route path="admin/forgot-password" element={<ForgotPasswordPage />} />
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
        {/* Responses read in bulk (issue 35): each question summarised, filtered by tag and answer. */}
        <Route
          path="admin/responses/summary"
          element={
            <RequireAdmin>
              <ResponseSummaryPage />
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
