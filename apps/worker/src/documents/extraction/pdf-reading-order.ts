export interface TextItem {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
  width?: number;
}

/**
 * Items in reading order. A two-column page written line by line across both columns would
 * otherwise stitch a line of the left column to the line beside it: when most items sit wholly
 * left or wholly right of the middle, the left column is read before the right one (text that
 * spans both, such as a title above them, keeps its place above).
 */
export function readingOrder(items: TextItem[], pageWidth: number): TextItem[] {
  const placed = items.filter((i) => i.str !== undefined && i.transform);
  const mid = pageWidth / 2;
  const side = (i: TextItem) => {
    const x = i.transform![4]!;
    const end = x + (i.width ?? 0);
    return end <= mid + 2 ? 'left' : x >= mid - 2 ? 'right' : 'both';
  };
  const withText = placed.filter((i) => i.str!.trim());
  const left = withText.filter((i) => side(i) === 'left').length;
  const right = withText.filter((i) => side(i) === 'right').length;
  if (withText.length < 6 || left < withText.length * 0.25 || right < withText.length * 0.25 || withText.length - left - right > withText.length * 0.15)
    return items;
  const y = (i: TextItem) => i.transform![5]!;
  if (!hasGutter(withText, side, y)) return items;
  const columnTop = Math.max(...placed.filter((i) => side(i) !== 'both').map(y));
  const above = placed.filter((i) => side(i) === 'both' && y(i) > columnTop);
  const rest = placed.filter((i) => side(i) === 'both' && y(i) <= columnTop);
  const byLine = (a: TextItem, b: TextItem) => y(b) - y(a) || a.transform![4]! - b.transform![4]!;
  const ordered = [
    ...above.sort(byLine),
    ...placed.filter((i) => side(i) === 'left').sort(byLine),
    ...placed.filter((i) => side(i) === 'right').sort(byLine),
    ...rest.sort(byLine),
  ];
  // Each item ends its line when the next one starts lower (the columns' own lines stay apart).
  return ordered.map((item, k) => {
    const next = ordered[k + 1];
    return { ...item, hasEOL: item.hasEOL || !next || Math.abs(y(next) - y(item)) > 2 || side(next) !== side(item) };
  });
}

/** Least gap between the columns, in points: a word space is 2-4 (up to 10 in justified text), a gutter a quarter inch or more. */
const GUTTER = 18;

/**
 * Whether the text beside the middle is two columns rather than one column written word by word
 * (justified text, as Word or reportlab write it, is an item per word, most of them wholly left
 * or right of the middle): on most lines with text on both sides, the right side starts a gutter
 * after the left side ends.
 */
function hasGutter(items: TextItem[], side: (i: TextItem) => string, y: (i: TextItem) => number): boolean {
  const lines = new Map<number, TextItem[]>();
  for (const item of items) {
    const key = Math.round(y(item));
    lines.set(key, [...(lines.get(key) ?? []), item]);
  }
  let shared = 0;
  let apart = 0;
  for (const line of lines.values()) {
    const lefts = line.filter((i) => side(i) === 'left');
    const rights = line.filter((i) => side(i) === 'right');
    if (lefts.length === 0 || rights.length === 0) continue;
    shared++;
    const leftEnd = Math.max(...lefts.map((i) => i.transform![4]! + (i.width ?? 0)));
    const rightStart = Math.min(...rights.map((i) => i.transform![4]!));
    if (rightStart - leftEnd >= GUTTER) apart++;
  }
  return apart >= shared * 0.8;
}
