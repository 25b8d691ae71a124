import { Link } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { useDocumentTitle } from '../../app/use-document-title';

/** The guarded entry of the admin area; the dashboard's tabs arrive with the admin issue. */
export function AdminPage() {
  useDocumentTitle('Admin');
  const { session } = useAuth();
  return (
    <main id="main" className="page page--narrow">
      <h1>Admin dashboard</h1>
      <p className="lead">
        Signed in as <strong>{session?.user.username}</strong>
        {session?.user.project_name ? <> for project {session.user.project_name}</> : null}.
      </p>
      <p>The dashboard tabs (analytics, applications, submissions, guide sessions) are not part of this build yet.</p>
      <p className="actions">
        <Link to="/" className="button button--secondary">
          Home
        </Link>
      </p>
    </main>
  );
}
