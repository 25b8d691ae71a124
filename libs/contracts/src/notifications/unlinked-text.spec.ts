import { LINK_REMOVED, UNLINKED_TITLE_MAX, unlinkedContent, unlinkedText, unlinkedTitle } from './unlinked-text.js';

describe('unlinkedText', () => {
  it.each([
    ['Your account is locked: http://phish.example/unlock?u=1', `Your account is locked: ${LINK_REMOVED}`],
    ['visit www.phish.example now', `visit ${LINK_REMOVED} now`],
    ['go to phish.example/login today', `go to ${LINK_REMOVED} today`],
    ['(see PHISH.EXAMPLE).', `(see ${LINK_REMOVED}`],
    ['write to help@phish.example', `write to ${LINK_REMOVED}`],
    ['mailto:help@x', LINK_REMOVED],
    ['hxxps://phish', LINK_REMOVED],
    ['call 10.0.0.1:8080/x', `call ${LINK_REMOVED}`],
    ['phish。example', LINK_REMOVED],
    ['built with Node.js', `built with ${LINK_REMOVED}`],
  ])('removes the link in %j', (input, expected) => {
    expect(unlinkedText(input)).toBe(expected);
  });

  it.each([
    'Dr. Mary-Jane O’Neil',
    'A dashboard that flags missed follow-ups, e.g. after surgery.',
    'Stage 2, version 1.5, 3.2 million',
    'We need funding (about $50k).',
  ])('keeps %j as it is', (text) => {
    expect(unlinkedText(text)).toBe(text);
  });

  it('bounds a title to one line of UNLINKED_TITLE_MAX characters, never splitting an emoji', () => {
    const title = unlinkedTitle(`${'😀'.repeat(100)}\nsecond line`);
    expect(Array.from(title)).toHaveLength(UNLINKED_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
    expect(title).not.toMatch(/\n/);
    expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('stays linear on a long word without spaces', () => {
    const started = process.hrtime.bigint();
    unlinkedText(`${'a'.repeat(200_000)}.`, Number.POSITIVE_INFINITY);
    unlinkedText('1.'.repeat(100_000), Number.POSITIVE_INFINITY);
    // A liveness bound (quadratic work here takes minutes), not a timing target.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(5_000);
  });
});

describe('unlinkedContent', () => {
  it('unlinks every block, shows links as their labels and drops the action', () => {
    const content = unlinkedContent({
      blocks: [
        { type: 'paragraph', text: 'see http://a.example' },
        { type: 'fields', rows: [{ label: 'Project', value: 'www.b.example' }] },
        { type: 'links', items: [{ label: 'Open', url: 'http://c.example' }] },
      ],
      action: { label: 'Unlock', url: 'http://d.example' },
      closing: ['e.example'],
    });
    expect(content).toEqual({
      blocks: [
        { type: 'paragraph', text: `see ${LINK_REMOVED}` },
        { type: 'fields', rows: [{ label: 'Project', value: LINK_REMOVED }] },
        { type: 'list', items: ['Open'] },
      ],
      closing: [LINK_REMOVED],
    });
  });
});
