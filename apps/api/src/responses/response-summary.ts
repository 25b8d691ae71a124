import type { NumberSpread, QuestionSummary, SummaryQuestion } from '@intake/contracts';

const HISTOGRAM_BINS = 8;

/** A quantile of sorted values, interpolated between neighbours (as PostgreSQL's percentile_cont). */
function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/**
 * Min, quartiles, max and a histogram of up to 8 equal bins (the last bin holds the max; as many
 * bins as distinct whole values when those are fewer, so 0–3 files read as four bars); null for none.
 */
export function numberSpread(values: readonly number[]): NumberSpread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  const wholes = sorted.every(Number.isInteger) ? max - min + 1 : Infinity;
  const bins = min === max ? 1 : Math.min(HISTOGRAM_BINS, wholes);
  const width = wholes <= HISTOGRAM_BINS ? 1 : (max - min) / bins;
  const histogram = Array.from({ length: bins }, (_, i) => ({
    from: min + i * width,
    to: wholes <= HISTOGRAM_BINS ? min + i : min + (i + 1) * width,
    count: 0,
  }));
  for (const v of sorted) {
    const i = min === max ? 0 : Math.min(bins - 1, Math.floor((v - min) / width));
    histogram[i]!.count += 1;
  }
  return { count: sorted.length, min, q1: quantile(sorted, 0.25), median: quantile(sorted, 0.5), q3: quantile(sorted, 0.75), max, histogram };
}

/** What the summary query read for one filtered set of responses. */
export interface SummaryFacts {
  /** Field → responses that answered it. */
  answered: ReadonlyMap<string, number>;
  /** Field → option value → responses that chose it. */
  choices: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Field → every number given. */
  numbers: ReadonlyMap<string, readonly number[]>;
  /** Field → the newest free-text answers, newest first. */
  latest: ReadonlyMap<string, { response_id: string; text: string; submitted_at: string }[]>;
}

const share = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1000) / 1000);

/**
 * Each question summarised: a choice question's options in the configuration's order with their
 * counts and shares of those who answered (values no option names follow, by count); a number
 * question's spread; a text question's newest answers, and their spread when all are numbers.
 */
export function summarise(questions: readonly SummaryQuestion[], facts: SummaryFacts): QuestionSummary[] {
  return questions.map((q): QuestionSummary => {
    const answered = facts.answered.get(q.field) ?? 0;
    const head = { field: q.field, question: q.question, answered };
    if (q.kind === 'choice') {
      const counts = facts.choices.get(q.field) ?? new Map<string, number>();
      const known = new Set(q.options.map((o) => o.value));
      const extra = [...counts.entries()].filter(([value]) => !known.has(value)).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const options = [
        ...q.options.map((o) => ({ value: o.value, label: o.label, count: counts.get(o.value) ?? 0 })),
        ...extra.map(([value, count]) => ({ value, label: value, count })),
      ].map((o) => ({ ...o, share: share(o.count, answered) }));
      return { ...head, kind: 'choice', multiple: q.multiple, options };
    }
    const numbers = facts.numbers.get(q.field) ?? [];
    if (q.kind === 'number') return { ...head, kind: 'number', unit: q.unit, spread: numberSpread(numbers) };
    // A text question's numbers mean something only when every answer is one.
    return {
      ...head,
      kind: 'text',
      latest: facts.latest.get(q.field) ?? [],
      numbers: numbers.length > 0 && numbers.length === answered ? numberSpread(numbers) : null,
    };
  });
}
