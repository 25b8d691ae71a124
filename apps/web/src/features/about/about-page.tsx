import { PagePlaceholder } from '../../app/page-placeholder';

export function AboutPage() {
  return (
    <PagePlaceholder title="How It Works">
      <p className="lead">
        We connect academics, entrepreneurs, clinicians and investors with funding, resources and collaborators across
        the consortium. This page is being prepared; meanwhile, tell us about your project through the Work With Us form.
      </p>
    </PagePlaceholder>
  );
}
