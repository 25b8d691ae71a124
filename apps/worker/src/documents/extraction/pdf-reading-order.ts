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
  const grid = gridOrder(placed);
  if (grid) return grid;
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

/** A run of items on one line, apart from the next run by a gutter: one box's line in a grid. */
interface Segment {
  items: TextItem[];
  x0: number;
  x1: number;
  y: number;
}

/** Lines (at least four, and this share of the page's) that must hold three or more runs a gutter apart for a page to be read as a grid of boxes. */
const GRID_LINES = 0.15;

/**
 * A grid of boxes (a lean canvas, a business model canvas, a poster of panels) read box by box.
 * Written line by line across the page, each line would join the first line of every box; so when
 * many lines hold three or more runs a gutter apart, the runs that continue one another (on the
 * next line, overlapping it) are one box, and the boxes are read row by row, left to right, each
 * whole, a blank line after each. A page that is no such grid is left as it is (null).
 */
export function gridOrder(items: TextItem[]): TextItem[] | null {
  const y = (i: TextItem) => i.transform![5]!;
  const x = (i: TextItem) => i.transform![4]!;
  const withText = items.filter((i) => i.str!.trim());
  if (withText.length < 12) return null;
  const size = median(withText.map((i) => Math.abs(i.transform![3]!) || 10));
  // A canvas's boxes may stand a few points apart; a word space, even in justified text, is under a letter's height.
  const gutter = size * 1.3;
  const lines: TextItem[][] = [];
  for (const item of [...withText].sort((a, b) => y(b) - y(a) || x(a) - x(b))) {
    const line = lines.at(-1);
    if (line && Math.abs(y(line[0]!) - y(item)) <= size * 0.3) line.push(item);
    else lines.push([item]);
  }
  const segment = (line: TextItem[], startsColumn: (x: number) => boolean) => {
    const runs: Segment[] = [];
    for (const item of line.sort((a, b) => x(a) - x(b))) {
      const last = runs.at(-1);
      const end = x(item) + (item.width ?? 0);
      if (last && x(item) - last.x1 < gutter && !(x(item) > last.x1 && startsColumn(x(item)))) {
        last.items.push(item);
        last.x1 = Math.max(last.x1, end);
      } else runs.push({ items: [item], x0: x(item), x1: end, y: y(item) });
    }
    return runs;
  };
  const first = lines.map((line) => segment(line, () => false));
  const wide = first.filter((runs) => runs.length >= 3);
  if (wide.length < 4 || wide.length < lines.length * GRID_LINES) return null;
  // Boxes of prose, not a table of figures: most runs on those lines are a few words of a sentence.
  const runs = wide.flat();
  const words = (r: Segment) =>
    r.items
      .map((i) => i.str)
      .join(' ')
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w)).length;
  if (runs.filter((r) => words(r) >= 3).length < runs.length * 0.6) return null;
  // Where the boxes' columns start, as the lines of three or more runs show it: a run starting
  // there starts a box's line however close the box beside it ends.
  const starts = wide.flatMap((runs) => runs.map((r) => r.x0));
  const startsColumn = (at: number) => starts.filter((s) => Math.abs(s - at) <= 2).length >= 2;
  const segmented = lines.map((line) => segment(line, startsColumn));
  // Boxes: a run continues the box whose last run is on a line just above it and overlaps it most.
  const boxes: Segment[][] = [];
  for (const runs of segmented) {
    const taken = new Set<Segment[]>();
    for (const run of runs) {
      let best: Segment[] | null = null;
      let bestOverlap = 0;
      for (const box of boxes) {
        const last = box.at(-1)!;
        if (taken.has(box) || last.y - run.y > size * 2.2 || last.y - run.y <= size * 0.3) continue;
        const overlap = Math.min(last.x1, run.x1) - Math.max(last.x0, run.x0);
        if (overlap > Math.min(last.x1 - last.x0, run.x1 - run.x0) * 0.3 && overlap > bestOverlap) [best, bestOverlap] = [box, overlap];
      }
      if (best) {
        best.push(run);
        taken.add(best);
      } else {
        const box = [run];
        boxes.push(box);
        taken.add(box);
      }
    }
  }
  // Rows of boxes whose tops are about level, top to bottom; each row left to right.
  const byTop = [...boxes].sort((a, b) => b[0]!.y - a[0]!.y);
  const rows: Segment[][][] = [];
  for (const box of byTop) {
    const row = rows.at(-1);
    if (row && row[0]![0]!.y - box[0]!.y <= size * 1.5) row.push(box);
    else rows.push([box]);
  }
  const ordered = rows.flatMap((row) => row.sort((a, b) => a[0]!.x0 - b[0]!.x0));
  return ordered.flatMap((box) => [
    ...box.flatMap((run) => run.items.map((item, k) => ({ ...item, hasEOL: k === run.items.length - 1 }))),
    { str: '', hasEOL: true },
  ]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
}
