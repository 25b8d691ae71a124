import { lazy } from 'react';

// Every screen but the landing page is its own chunk, loaded on first visit, so the landing page
// ships none of the form, questionnaire, chat or admin code.
export const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
export const WorkWithUsPage = lazy(() => import('../features/work-with-us/work-with-us-page').then((m) => ({ default: m.WorkWithUsPage })));
export const ChatPage = lazy(() => import('../features/chat/chat-page').then((m) => ({ default: m.ChatPage })));
export const QuestionnairePage = lazy(() => import('../features/questionnaire/questionnaire-page').then((m) => ({ default: m.QuestionnairePage })));
export const AdminPage = lazy(() => import('../features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
export const AdminLoginPage = lazy(() => import('../features/admin/admin-login-page').then((m) => ({ default: m.AdminLoginPage })));
export const ResponsePage = lazy(() => import('../features/admin/responses/response-page').then((m) => ({ default: m.ResponsePage })));
