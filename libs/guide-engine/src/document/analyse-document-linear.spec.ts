import { analyseDocumentOffline } from './analyse-document-offline.js';
import { boundPages } from './bound-text.js';

const N = 400_000;
/** Texts that made the old patterns retry a long run from every position in it. */
const hostile: Record<string, string> = {
  'one long word': 'a'.repeat(N),
  'a long run of spaces': `a${' '.repeat(N)}a`,
  'spaces and tabs': ' \t'.repeat(N / 2),
  'one long number': '1'.repeat(N),
  dots: '.'.repeat(N),
  'a word with @ at the end': `${'a'.repeat(N - 1)}@`,
  'a@ repeated': 'a@'.repeat(N / 2),
  bullets: ' • '.repeat(N / 3),
  'short words': 'word '.repeat(N / 5),
  'sentences of capitals': 'Ab. '.repeat(N / 4),
  headings: 'Problem: '.repeat(N / 9),
};

describe('document analysis stays linear in its input', () => {
  it.each(Object.entries(hostile))('%s (400,000 characters)', (_name, text) => {
    const started = performance.now();
    const analysis = analyseDocumentOffline(text, { documentId: 'doc', filename: 'hostile.txt' });
    const elapsed = performance.now() - started;
    expect(analysis.verification_questions.length).toBeGreaterThan(0);
    // Generous on a loaded machine: the quadratic patterns took minutes (a 146 KB word: 26 s);
    // `npm run bench -- documents` holds the < 1 s target.
    expect(elapsed).toBeLessThan(10_000);
  });

  it('bounds what it reads: white space collapsed, over-long tokens dropped, a total cap', () => {
    const { pages, cut } = boundPages([{ page: 1, text: `Problem:   nurses\t\tchart twice\n\n\nToken ${'x'.repeat(500)} end` }]);
    expect(pages[0]!.text).toBe('Problem: nurses chart twice\nToken   end');
    expect(cut).toBe(false);
    const big = boundPages(
      [
        { page: 1, text: 'word '.repeat(100) },
        { page: 2, text: 'more' },
      ],
      { maxChars: 100, maxTokenChars: 100 },
    );
    expect(big.pages.map((p) => p.text.length)).toEqual([100]);
    expect(big.cut).toBe(true);
  });
});
