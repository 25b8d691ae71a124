import { readingOrder, type TextItem } from './pdf-reading-order.js';

const PAGE_WIDTH = 612;
const item = (str: string, x: number, y: number, width: number): TextItem => ({ str, transform: [11, 0, 0, 11, x, y], width });
const text = (items: TextItem[]) =>
  items
    .map((i) => i.str + (i.hasEOL ? '\n' : ' '))
    .join('')
    .replace(/ +\n/g, '\n')
    .trim();

describe('readingOrder', () => {
  it('keeps one column whose lines the PDF holds as two pieces, cut at a word space near the middle', () => {
    // As a reportlab or Word paragraph can come out of pdf.js: each line in two items, a word space apart.
    const lines = [
      ['District nurses in our patch spend a', 'huge share of their visits on'],
      ['chronic leg ulcers and pressure', 'injuries, and the tissue viability team'],
      ['can only see a fraction of the', 'patients who need specialist review.'],
      ['Referrals sit for three to five', 'weeks, and wounds deteriorate while they'],
    ];
    const items = lines.flatMap(([left, right], r) => [item(left!, 72, 700 - r * 14, 230), item(right!, 306, 700 - r * 14, 230)]);
    expect(text(readingOrder(items, PAGE_WIDTH)).replace(/\n/g, ' ')).toBe(lines.flat().join(' '));
  });

  it('reads a page of two columns with a gutter column by column', () => {
    const left = ['Problem', 'Patients who deteriorate at', 'night on general wards are', 'often seen late.'];
    const right = ['Solution', 'A chest patch streams vital', 'signs to the nurses station', 'and raises early alerts.'];
    const items = left.flatMap((l, r) => [item(l, 54, 700 - r * 14, 200), item(right[r]!, 320, 700 - r * 14, 200)]);
    expect(text(readingOrder(items, PAGE_WIDTH))).toBe([...left, ...right].join('\n'));
  });
});
