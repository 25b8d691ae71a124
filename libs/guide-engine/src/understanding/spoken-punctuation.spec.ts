import { withSpokenPunctuation } from './spoken-punctuation.js';

describe('punctuation said aloud to a phone', () => {
  it.each([
    ["hello I'm a district nurse in mid wales full stop right so", "hello I'm a district nurse in mid wales. Right so"],
    ['typing from Saskatoon comma Saskatchewan full stop new paragraph we run a van', 'typing from Saskatoon, Saskatchewan.\nWe run a van'],
    ['is this the right place question mark', 'is this the right place?'],
  ])('%j reads as %j', (said, written) => {
    expect(withSpokenPunctuation(said)).toBe(written);
  });

  it('keeps a mark that is part of what is said', () => {
    expect(withSpokenPunctuation('The project came to a full stop when the grant ended.')).toBe('The project came to a full stop when the grant ended.');
    expect(withSpokenPunctuation('We argued about the Oxford comma in the leaflet.')).toBe('We argued about the Oxford comma in the leaflet.');
  });
});
