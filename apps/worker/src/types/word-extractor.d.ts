// word-extractor ships no types; this is the part we use.
declare module 'word-extractor' {
  interface ExtractedWordDocument {
    getBody(): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<ExtractedWordDocument>;
  }
}
