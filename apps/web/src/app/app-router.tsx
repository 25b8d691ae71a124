import { createBrowserRouter, Navigate } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { AppLayout } from './app-layout';
import { RouteError } from './route-error';

// Only the landing page ships in the entry chunk; every other screen loads when first visited.
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'home', element: <LandingPage /> },
      { path: 'homepage', element: <LandingPage /> },
      { path: 'about', lazy: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })) },
      {
        path: 'work-with-us',
        lazy: () => import('../features/work-with-us/work-with-us-page').then((m) => ({ Component: m.WorkWithUsPage })),
      },
      { path: 'chat', lazy: () => import('../features/chat/chat-page').then((m) => ({ Component: m.ChatPage })) },
      {
        path: 'form',
        lazy: () => import('../features/questionnaire/questionnaire-page').then((m) => ({ Component: m.QuestionnairePage })),
      },
      {
        path: 'structured',
        lazy: () => import('../features/questionnaire/questionnaire-page').then((m) => ({ Component: m.QuestionnairePage })),
      },
      { path: 'admin', lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })) },
      {
        path: 'admin/login',
        lazy: () => import('../features/admin/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
