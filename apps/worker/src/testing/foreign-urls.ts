/**
 * Every `http(s)://` address in an email (decode quoted-printable first: `readableMail`) that is
 * not the product's own PUBLIC_URL: what a mail client might load or a reader follow elsewhere.
 */
export function foreignUrls(text: string, publicUrl: string): string[] {
  const own = publicUrl.replace(/\/+$/, '');
  return (text.match(/https?:\/\/[^\s"'<>()]*/gi) ?? []).filter((url) => url !== own && !url.startsWith(`${own}/`));
}
