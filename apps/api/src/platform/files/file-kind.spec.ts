import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tiffWithDirectoryAtEnd } from '@intake/worker/testing';
import iconv from 'iconv-lite';
import { detectFileKind, sanitizeFileName } from './file-kind.js';

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

describe('detectFileKind', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'file-kind-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const kindOf = async (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return (await detectFileKind(file, name))?.ext;
  };

  it('knows a TIFF whose directory is past the first 64 KB', async () => {
    expect(await kindOf('scan.tif', tiffWithDirectoryAtEnd(new Uint8Array(400 * 400).fill(255), 400, 400))).toBe('tif');
  });

  it('takes text in UTF-16 and in Windows-1252 as text', async () => {
    expect(await kindOf('pitch.txt', iconv.encode('Problem: referrals get lost between clinics.', 'utf-16le', { addBOM: true }))).toBe('txt');
    expect(await kindOf('pitch.txt', iconv.encode('Problem: referrals get lost.', 'utf-16be'))).toBe('txt');
    expect(await kindOf('pitch.txt', iconv.encode('We are raising £1.5 million – “the ask”.', 'windows-1252'))).toBe('txt');
    expect(await kindOf('random.bin', Buffer.from([0, 1, 2, 3, 4, 5, 0, 0, 255, 254, 0, 7]))).toBeUndefined();
  });
});
