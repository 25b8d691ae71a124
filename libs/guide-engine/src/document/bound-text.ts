import { collapseWhitespace } from '../offline/text-rules.js';

/** What document analysis reads at most, whatever extraction produced. */
export const ANALYSIS_LIMITS = {
  /** Characters analysed over all pages; the rest is said to be cut. */
  maxChars: 400_000,
  /**
   * Longer runs without spaces are no words (base64, hashes, a hostile 400k-character "word"):
   * they are dropped, which keeps every pattern's work per position bounded.
   */
  maxTokenChars: 100,
} as const;

export interface BoundedPage {
  page: number | null;
  text: string;
}

/**
 * Pages as the rules may read them, in one linear pass each: white space collapsed, over-long
 * tokens dropped, and no more than `maxChars` in all.
 */
export function boundPages(
  pages: readonly BoundedPage[],
  limits: { maxChars: number; maxTokenChars: number } = ANALYSIS_LIMITS,
): { pages: BoundedPage[]; cut: boolean } {
  let budget: number = limits.maxChars;
  let cut = false;
  const out: BoundedPage[] = [];
  for (const p of pages) {
    if (budget <= 0) {
      cut = true;
      break;
    }
    const raw = p.text.length > budget * 4 ? p.text.slice(0, budget * 4) : p.text;
    let text = collapseWhitespace(raw).replace(/\S+/g, (token) => (token.length > limits.maxTokenChars ? ' ' : token));
    if (text.length > budget) {
      text = text.slice(0, budget);
      cut = true;
    }
    if (raw.length < p.text.length) cut = true;
    budget -= text.length;
    out.push({ page: p.page, text });
  }
  return { pages: out, cut };
}
