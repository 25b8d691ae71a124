import { PagePlaceholder } from '../../app/page-placeholder';

export function QuestionnairePage() {
  return (
    <PagePlaceholder title="Innovation Questionnaire">
      <p className="lead">The step-by-step questionnaire is not available yet. The Work With Us form reaches the same team.</p>
    </PagePlaceholder>
  );
}
