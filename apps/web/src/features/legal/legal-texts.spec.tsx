/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PrivacyPolicyText } from './privacy-policy';
import { TermsAndConditionsText } from './terms-and-conditions';

describe('legal texts', () => {
  it('states the privacy commitments of the spec', () => {
    const { container } = render(<PrivacyPolicyText contactEmail="hello@intake.example" />, { wrapper: MemoryRouter });
    expect(container).toHaveTextContent('kept for up to 2 years');
    expect(container).toHaveTextContent('in aggregate for up to 24 months');
    expect(container).toHaveTextContent('aged 18 or older');
    expect(screen.getAllByRole('link', { name: 'hello@intake.example' })[0]).toHaveAttribute('href', 'mailto:hello@intake.example');
  });

  it('states the terms of the spec', () => {
    const { container } = render(<TermsAndConditionsText contactEmail={null} />, { wrapper: MemoryRouter });
    expect(container).toHaveTextContent('limited to the greater of one hundred US dollars ($100) or the fees you paid us');
    expect(container).toHaveTextContent('governed by the laws of the State of Illinois');
    expect(container).toHaveTextContent('at least 18 years old');
  });

  it('points to the form when no mailbox is known', () => {
    render(<PrivacyPolicyText contactEmail={null} />, { wrapper: MemoryRouter });
    const links = screen.getAllByRole('link');
    expect(links.some((link) => link.getAttribute('href') === '/work-with-us')).toBe(true);
    expect(links.some((link) => link.getAttribute('href')?.startsWith('mailto:'))).toBe(false);
  });
});
