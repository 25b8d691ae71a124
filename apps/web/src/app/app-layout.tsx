import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useVisitorAnalytics } from './analytics/use-visitor-analytics';
import { RouteErrorBoundary } from './route-error-boundary';
import { HydrationEnd } from './hydration';
import { SiteHeader } from './site-header';
import { Toaster } from './toasts/toaster';
import { useAdminEntry } from './use-admin-entry';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useVisualViewport } from './use-visual-viewport';

export function AppLayout() {
  const { pathname } = useLocation();
  useAdminEntry();
  useVisitorAnalytics();
  const onChat = pathname.replace(/\/+$/, '') === '/chat';
  useBodyScrollLock(onChat);
  useVisualViewport(onChat);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" aria-label="Loading" />}>
          <Outlet />
          {/* Inside the boundary: React hydrates a Suspense boundary's content after the root commits. */}
          <HydrationEnd />
        </Suspense>
      </RouteErrorBoundary>
      <Toaster />
    </>
  );
}
