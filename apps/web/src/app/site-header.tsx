import { Link, NavLink, useLocation } from 'react-router';
import { headerVisibility } from './header-visibility';

export function SiteHeader() {
  const { pathname } = useLocation();
  const show = headerVisibility(pathname);
  if (!show.header) return null;

  const navClass = ({ isActive }: { isActive: boolean }) => `site-nav__link${isActive ? ' site-nav__link--active' : ''}`;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          Innovation Intake
        </Link>
        <nav className="site-nav" aria-label="Main">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <NavLink to="/about" className={navClass}>
            How It Works
          </NavLink>
          <NavLink to="/work-with-us" className={navClass}>
            Work With Us
          </NavLink>
          {show.formButton && (
            <Link to="/form" className="button button--small button--secondary">
              Form
            </Link>
          )}
          {show.guideButton && (
            <Link to="/chat" className="button button--small">
              AI Guide
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
