/** How the legal texts tell the visitor to reach us: the mailbox when known, otherwise the form. */
export function ContactLine({ contactEmail }: { contactEmail: string | null | undefined }) {
  if (contactEmail) {
    return (
      <>
        by e-mail at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </>
    );
  }
  return (
    <>
      through the <a href="/work-with-us">Work With Us</a> form
    </>
  );
}
