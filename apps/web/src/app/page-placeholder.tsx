import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title';

interface PagePlaceholderProps {
  title: string;
  children: ReactNode;
}

/** A page whose full screen is still being built; it says so and offers the working channel. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  useDocumentTitle(title);
  return (
    <main id="main" className="page page--narrow">
      <h1>{title}</h1>
      {children}
      <p className="actions">
        <Link to="/work-with-us" className="button button--primary">
          Work With Us
        </Link>
        <Link to="/" className="button button--secondary">
          Home
        </Link>
      </p>
    </main>
  );
}
