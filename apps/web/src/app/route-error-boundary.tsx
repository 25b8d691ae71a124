import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { logger } from './logger';

interface Props {
  /** A new key (the path) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedKey: string | null;
}

/** Shown when a page fails to load or render, most often a stale chunk after a new deployment. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.failedKey === null) return { failedKey: props.resetKey };
    if (state.error !== null && state.failedKey !== props.resetKey) return { error: null, failedKey: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('page failed', error, info.componentStack ?? '');
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main id="main" className="page page--narrow">
        <h1>Something went wrong</h1>
        <p>This page could not be loaded. Reloading usually fixes it.</p>
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
}
