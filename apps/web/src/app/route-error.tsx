import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { logger } from './logger';

/** Shown when a page fails to load, most often a stale chunk after a new deployment. */
export function RouteError() {
  const error = useRouteError();
  logger.error('route failed', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="page page--narrow">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded{detail ? ` (${detail})` : ''}. Reloading usually fixes it.</p>
      <p className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="button button--secondary">
          Go home
        </Link>
      </p>
    </main>
  );
}
