import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from './auth/auth-context';
import { headerVisibility } from './header-visibility';

const navClass = ({ isActive }: { isActive: boolean }) => `site-nav__link${isActive ? ' site-nav__link--active' : ''}`;

export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session, logout } = useAuth();
  const show = headerVisibility(pathname);
  if (!show.header) return null;

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
        {session && (
          <div className="site-header__admin" aria-label="Admin session" role="group">
            <Link to="/admin" className="button button--small button--secondary">
              Admin
            </Link>
            <span className="site-header__user">
              <span className="visually-hidden">Signed in as </span>
              {session.user.username}
            </span>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => {
                logout();
                void navigate('/');
              }}
            >
              Logout
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
