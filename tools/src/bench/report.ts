const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const fmtInt = (n: number) => number.format(Math.round(n));
export const fmtDec = (n: number) => decimal.format(n);

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => (r[c] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('   ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('   '), ...rows.map(line)].join('\n');
}
