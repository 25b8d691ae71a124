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

describe('readingOrder on a grid of boxes', () => {
  // A canvas of three boxes side by side, 22 points apart, each a heading and four lines of prose.
  const boxes = [
    ['PROBLEM', 'Older people living alone', 'get ill in heatwaves and', 'nobody notices for days', 'or even a week.'],
    ['SOLUTION', 'Volunteer neighbours ring', 'each resident on hot days', 'and a cheap thermometer', 'texts when it is too hot.'],
    ['CUSTOMERS', 'Residents over seventy', 'five who live on their own', 'in two coastal suburbs', 'of the city.'],
  ];
  const grid = boxes.flatMap((box, c) => box.map((line, r) => item(line, 30 + c * 170, 500 - r * 13, 148)));

  it('reads each box whole, row by row and left to right, a blank line after each', () => {
    expect(text(readingOrder(grid, 842))).toBe(boxes.map((b) => b.join('\n')).join('\n\n'));
  });

  it('leaves a table of figures in its rows', () => {
    const rows = [
      ['Year', '2024', '2025', '2026'],
      ['Patients', '120', '340', '900'],
      ['Sites', '2', '5', '11'],
      ['Staff', '3', '6', '9'],
      ['Calls', '400', '1,100', '2,600'],
    ];
    const table = rows.flatMap((row, r) => row.map((cell, c) => ({ ...item(cell, 60 + c * 120, 500 - r * 14, 40), hasEOL: c === row.length - 1 })));
    expect(text(readingOrder(table, 612))).toBe(rows.map((r) => r.join(' ')).join('\n'));
  });
});
