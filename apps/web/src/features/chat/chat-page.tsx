import { PagePlaceholder } from '../../app/page-placeholder';

export function ChatPage() {
  return (
    <PagePlaceholder title="AI Guide">
      <p className="lead">The AI guide chat is not available yet. The Work With Us form reaches the same team.</p>
    </PagePlaceholder>
  );
}
