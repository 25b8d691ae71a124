import { PagePlaceholder } from '../../app/page-placeholder';

export function AdminPage() {
  return (
    <PagePlaceholder title="Admin">
      <p className="lead">The admin dashboard is not available in this build yet.</p>
    </PagePlaceholder>
  );
}
