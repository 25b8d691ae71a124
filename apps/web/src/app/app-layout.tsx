import { Outlet } from 'react-router';
import { SiteHeader } from './site-header';

export function AppLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <Outlet />
    </>
  );
}
