import { PagePlaceholder } from '../../app/page-placeholder';

export function AdminLoginPage() {
  return (
    <PagePlaceholder title="Admin sign-in">
      <p className="lead">Admin sign-in is not available in this build yet.</p>
    </PagePlaceholder>
  );
}
