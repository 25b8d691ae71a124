/**
 * Splits a reply into the pieces a stream sends: whole words, about `size` characters each, so
 * the concatenation is exactly the text (whitespace included).
 */
export function chunkText(text: string, size = 24): string[] {
  const chunks: string[] = [];
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  let current = '';
  for (const word of words) {
    if (current.length > 0 && current.length + word.length > size) {
      chunks.push(current);
      current = '';
    }
    current += word;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
