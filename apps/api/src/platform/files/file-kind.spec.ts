import { sanitizeFileName } from './file-kind.js';

describe('sanitizeFileName', () => {
  it('drops paths and dangerous characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\deck final.pptx')).toBe('deck final.pptx');
    // The slash makes everything before it a "folder": only the last segment is kept.
    expect(sanitizeFileName('<script>alert(1)</script>.pdf')).toBe('script.pdf');
    expect(sanitizeFileName('<b onmouseover=x>deck.pdf')).toBe('b onmouseover=xdeck.pdf');
    expect(sanitizeFileName('a;rm -rf $HOME`.pdf')).toBe('arm -rf HOME.pdf');
  });

  it('never returns an empty or hidden name', () => {
    expect(sanitizeFileName('...', 'pdf')).toBe('upload.pdf');
    expect(sanitizeFileName('.bashrc')).toBe('bashrc');
  });

  it('shortens long names but keeps the extension', () => {
    const long = `${'x'.repeat(400)}.docx`;
    const out = sanitizeFileName(long);
    expect(out.length).toBe(150);
    expect(out.endsWith('.docx')).toBe(true);
  });

  it('cuts on code points, so an emoji at the cut is kept whole or dropped, never halved', () => {
    const out = sanitizeFileName(`${'a'.repeat(140)}${'😀'.repeat(20)}.png`);
    expect(out.isWellFormed()).toBe(true);
    expect(Array.from(out)).toHaveLength(150);
    expect(out.endsWith('😀.png')).toBe(true);
  });
});
