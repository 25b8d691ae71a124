import { lazy } from 'react';
import { preloadable } from './preloadable';

// Every screen is its own chunk, loaded on first visit, so the landing page ships none of the form,
// questionnaire, chat or admin code, and they none of the landing page's (1.5 kB gzip, issue 32).
// The public ones are preloadable: a prerendered page loads its chunk before it hydrates, so
// hydration never meets a Suspense.
const landing = preloadable(() => import('../features/landing/landing-page').then((m) => m.LandingPage));
const about = preloadable(() => import('../features/about/about-page').then((m) => m.AboutPage));
const workWithUs = preloadable(() => import('../features/work-with-us/work-with-us-page').then((m) => m.WorkWithUsPage));
const chat = preloadable(() => import('../features/chat/chat-page').then((m) => m.ChatPage));
const questionnaire = preloadable(() => import('../features/questionnaire/questionnaire-page').then((m) => m.QuestionnairePage));

export const LandingPage = landing.Component;
export const AboutPage = about.Component;
export const WorkWithUsPage = workWithUs.Component;
export const ChatPage = chat.Component;
export const QuestionnairePage = questionnaire.Component;
export const AdminPage = lazy(() => import('../features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
export const AdminLoginPage = lazy(() => import('../features/admin/admin-login-page').then((m) => ({ default: m.AdminLoginPage })));
const staffLinkPages = () => import('../features/admin/staff/staff-link-pages');
export const ChoosePasswordPage = lazy(() => staffLinkPages().then((m) => ({ default: m.ChoosePasswordPage })));
export const ForgotPasswordPage = lazy(() => staffLinkPages().then((m) => ({ default: m.ForgotPasswordPage })));
export const ResponsePage = lazy(() => import('../features/admin/responses/response-page').then((m) => ({ default: m.ResponsePage })));
export const ResponseSummaryPage = lazy(() => import('../features/admin/responses/response-summary-page').then((m) => ({ default: m.ResponseSummaryPage })));

/** The prerendered routes (scripts/prerender.ts writes one HTML file each) and the chunk each page's screen lives in. */
export const PRERENDERED_ROUTES: Record<string, () => Promise<unknown>> = {
  '/': landing.preload,
  '/about': about.preload,
  '/work-with-us': workWithUs.preload,
  '/form': questionnaire.preload,
  '/structured': questionnaire.preload,
  '/chat': chat.preload,
};
