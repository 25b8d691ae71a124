import { emailContentText, type EmailContent } from '@intake/contracts';
import { foreignUrls } from '../testing/foreign-urls.js';
import { compileEmailLayouts, contentFromText, escapeHtml, renderEmailHtml, type CompiledEmailLayouts } from './email-html.js';

const content: EmailContent = {
  blocks: [
    { type: 'paragraph', text: 'Hello,' },
    { type: 'fields', rows: [{ label: 'Problem', value: '<script>alert(1)</script> & "quotes"\nsecond line' }] },
    {
      type: 'links',
      items: [
        { label: 'Ada <b>', url: 'https://intake.example/admin/responses/chat/s1' },
        { label: 'Bad', url: 'javascript:alert(1)' },
      ],
    },
  ],
  action: { label: 'Open the response', url: 'https://intake.example/admin/responses/chat/s1?a=1&b=2' },
  closing: ['The Innovation Intake team'],
};

describe('email HTML', () => {
  let layouts: CompiledEmailLayouts;
  beforeAll(async () => {
    layouts = await compileEmailLayouts();
  });

  it('compiles the MJML layouts once into pages with their slots', () => {
    expect(layouts.plain).toContain('%%BODY%%');
    expect(layouts.withAction).toContain('%%ACTION_URL%%');
    expect(layouts.plain).not.toContain('%%ACTION_URL%%');
  });

  it("loads nothing remote: no address but the product's own, inline styles only (issue 33)", () => {
    for (const page of [layouts.plain, layouts.withAction, renderEmailHtml(layouts, 'New chat', content)]) {
      expect(foreignUrls(page, 'https://intake.example')).toEqual([]);
      expect(page).not.toMatch(/<link\b|<style\b|@import|fonts\.googleapis/i);
    }
    // The check itself catches what MJML used to add, and any other host.
    expect(
      foreignUrls(
        '<link href="https://fonts.googleapis.com/css?family=Roboto"> https://intake.example/a http://intake.example.evil/',
        'https://intake.example',
      ),
    ).toEqual(['https://fonts.googleapis.com/css?family=Roboto', 'http://intake.example.evil/']);
  });

  it('escapes every value and keeps line breaks; only web links become hrefs', () => {
    const html = renderEmailHtml(layouts, 'New <chat>', content);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;<br>second line');
    expect(html).toContain('<title>New &lt;chat&gt;</title>');
    expect(html).toContain('href="https://intake.example/admin/responses/chat/s1"');
    expect(html).toContain('Ada &lt;b&gt;');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('Bad (javascript:alert(1))');
    expect(html).toContain('href="https://intake.example/admin/responses/chat/s1?a=1&amp;b=2"');
    expect(html).toContain('The Innovation Intake team');
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
  });

  it('leaves a value that looks like a slot as it is', () => {
    const html = renderEmailHtml(layouts, 'x', { blocks: [{ type: 'paragraph', text: '%%ACTION_URL%% %%BODY%%' }] });
    expect(html).toContain('%%ACTION_URL%% %%BODY%%');
  });

  it('shows an action that is not a web link as text, without a button', () => {
    const html = renderEmailHtml(layouts, 'x', { blocks: [], action: { label: 'Open', url: 'javascript:alert(1)' } });
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('Open: javascript:alert(1)');
  });

  it('renders 1,000 emails in well under a second (no MJML compile per email)', () => {
    const start = performance.now();
    for (let i = 0; i < 1000; i++) renderEmailHtml(layouts, 'x', content);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('lays out an older email from its text, paragraph by paragraph', () => {
    const text = 'Hello,\n\n  Name: Ada\n  Email: a@b.example\n\nThanks.';
    expect(contentFromText(text).blocks).toEqual([
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: '  Name: Ada\n  Email: a@b.example' },
      { type: 'paragraph', text: 'Thanks.' },
    ]);
    expect(escapeHtml(`<a href="x">'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;');
  });
});

describe('emailContentText', () => {
  it('writes each block as plain text, one line per paragraph, blank lines between blocks', () => {
    expect(emailContentText(content)).toBe(
      [
        'Hello,',
        '  Problem: <script>alert(1)</script> & "quotes"\nsecond line',
        '  - Ada <b>\n    https://intake.example/admin/responses/chat/s1\n  - Bad\n    javascript:alert(1)',
        'Open the response: https://intake.example/admin/responses/chat/s1?a=1&b=2',
        'The Innovation Intake team',
      ].join('\n\n'),
    );
  });
});
