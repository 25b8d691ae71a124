import { GUIDE_TEXT } from '@intake/contracts';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ChatMarkdown } from './chat-markdown';
import { plainMarkdown } from './chat-plain-text';

const markdown = (text: string) => renderToStaticMarkup(<MemoryRouter>{<ChatMarkdown text={text} />}</MemoryRouter>);
const plain = (text: string) => {
  const drawn = plainMarkdown(text);
  return drawn === null ? null : renderToStaticMarkup(<>{drawn}</>);
};

describe('bot text drawn without the markdown renderer', () => {
  it('is drawn as markdown-to-jsx draws it, whenever it is drawn', () => {
    const unit = fc.constantFrom(
      'a',
      'Z',
      '7',
      ' ',
      '.',
      "'",
      '"',
      '(',
      '-',
      '!',
      ':',
      '**',
      '*',
      '\n',
      '\n\n',
      '#',
      '_',
      '[',
      ']',
      '`',
      '<',
      '&',
      '/',
      '1. ',
      '- ',
    );
    // Sentences of words, bold spans and paragraph breaks: most of them are drawn here.
    const word = fc.string({ unit: fc.constantFrom('a', 'Z', '7', '.', "'", '"', '(', ')', '-', '!', '?', ':', ',', '*', ' '), minLength: 1, maxLength: 6 });
    const sentence = fc
      .array(
        fc.oneof(
          word,
          word.map((w) => `**${w}**`),
          fc.constantFrom(' ', '\n\n', '\n'),
        ),
        { minLength: 1, maxLength: 8 },
      )
      .map((parts) => parts.join(''));
    let drawnHere = 0;
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit, maxLength: 40 }), sentence), (text) => {
        const drawn = plain(text);
        if (drawn !== null) {
          drawnHere++;
          expect(drawn).toBe(markdown(text));
        }
      }),
      { numRuns: 4000 },
    );
    // The property is not vacuous: a good share of the texts took the plain path.
    expect(drawnHere).toBeGreaterThan(200);
  });

  it('draws the guide sentences that need nothing more, the opening greeting first', () => {
    expect(plain(GUIDE_TEXT.consentGreeting)).toBe(markdown(GUIDE_TEXT.consentGreeting));
    expect(plain(GUIDE_TEXT.consentGreeting)).toContain('<strong>Confirm</strong>');
    for (const text of Object.values(GUIDE_TEXT).filter((t): t is string => typeof t === 'string')) {
      const drawn = plain(text);
      if (drawn !== null) expect(drawn).toBe(markdown(text));
    }
  });

  it('leaves lists, links, code and markup to the renderer', () => {
    for (const text of [
      '- one\n- two',
      '1. one',
      '[site](https://example.org)',
      'see https://example.org',
      '`code`',
      '# Title',
      'a\nb',
      'a  ',
      '*em*',
      '<b>x</b>',
      'a & b',
    ])
      expect(plainMarkdown(text)).toBeNull();
  });
});
