import { renderToStaticMarkup } from 'react-dom/server';
import { PrivacyPolicyText } from './privacy-policy';
import { TermsAndConditionsText } from './terms-and-conditions';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('legal texts', () => {
  it('states the privacy commitments of the spec', () => {
    const privacy = text(renderToStaticMarkup(<PrivacyPolicyText contactEmail="hello@intake.example" />));
    expect(privacy).toContain('kept for up to 2 years');
    expect(privacy).toContain('in aggregate for up to 24 months');
    expect(privacy).toContain('aged 18 or older');
    expect(privacy).toContain('hello@intake.example');
  });

  it('states the terms of the spec', () => {
    const terms = text(renderToStaticMarkup(<TermsAndConditionsText contactEmail={null} />));
    expect(terms).toContain('limited to the greater of one hundred US dollars ($100) or the fees you paid us');
    expect(terms).toContain('governed by the laws of the State of Illinois');
    expect(terms).toContain('at least 18 years old');
  });

  it('points to the form when no mailbox is known', () => {
    const html = renderToStaticMarkup(<PrivacyPolicyText contactEmail={null} />);
    expect(html).toContain('href="/work-with-us"');
    expect(html).not.toContain('mailto:');
  });
});
