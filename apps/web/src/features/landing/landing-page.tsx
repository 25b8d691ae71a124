import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';

export function LandingPage() {
  useDocumentTitle();
  return (
    <main id="main" className="page landing">
      <p className="landing__brand">Innovation Intake</p>
      <h1 className="landing__headline">Break silos. Build solutions.</h1>
      <p className="lead">
        Tell a healthcare-innovation consortium about your idea or challenge, and get guided toward funding, resources,
        collaboration and expert review.
      </p>
      <p className="actions">
        <Link to="/work-with-us" className="button button--primary">
          Work With Us
        </Link>
        <Link to="/about" className="button button--secondary">
          How It Works
        </Link>
      </p>
    </main>
  );
}
