import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MESSAGES } from '@intake/contracts';
import { ATTACHMENT_ACCEPT, attachmentProblem, attachmentSizeLimit, fileExtension } from './attachment-rules.js';

const MB = 1024 * 1024;

describe('attachment rules', () => {
  it.each(['pdf', 'doc', 'docx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tif', 'tiff', 'heic', 'mp4'])(
    'accepts a .%s file within the limit',
    (ext) => {
      expect(attachmentProblem({ name: `file.${ext}`, size: MB })).toBeNull();
    },
  );

  it('names in the refusal exactly the types it accepts (a PNG is accepted, so the message says PNG)', () => {
    const named = [...ATTACHMENT_MESSAGES.wrongType.matchAll(/\b[A-Z0-9]{2,5}\b/g)].map(([word]) => word.toLowerCase());
    expect(new Set(named)).toEqual(new Set(ATTACHMENT_EXTENSIONS));
    for (const ext of named) expect(attachmentProblem({ name: `file.${ext}`, size: MB })).toBeNull();
  });

  it('matches extensions case-insensitively', () => {
    expect(attachmentProblem({ name: 'Pitch Deck.PPTX', size: MB })).toBeNull();
  });

  it('refuses other types with the spec sentence', () => {
    for (const name of ['notes.txt', 'setup.exe', 'archive.zip', 'no-extension', 'pdf']) {
      expect(attachmentProblem({ name, size: 10 })).toBe(ATTACHMENT_MESSAGES.wrongType);
    }
  });

  it('allows exactly 15 MB for documents and refuses one byte more', () => {
    expect(attachmentProblem({ name: 'a.pdf', size: 15 * MB })).toBeNull();
    expect(attachmentProblem({ name: 'a.pdf', size: 15 * MB + 1 })).toBe(ATTACHMENT_MESSAGES.tooLarge);
  });

  it('allows 50 MB for mp4 video', () => {
    expect(attachmentSizeLimit('demo.mp4')).toBe(50 * MB);
    expect(attachmentProblem({ name: 'demo.mp4', size: 40 * MB })).toBeNull();
    expect(attachmentProblem({ name: 'demo.MP4', size: 50 * MB + 1 })).toBe(ATTACHMENT_MESSAGES.tooLarge);
  });

  it('checks size before type', () => {
    expect(attachmentProblem({ name: 'huge.exe', size: 20 * MB })).toBe(ATTACHMENT_MESSAGES.tooLarge);
  });

  it('reads the extension after the last dot', () => {
    expect(fileExtension('report.final.DOCX')).toBe('docx');
    expect(fileExtension('README')).toBe('');
  });

  it('builds the picker accept list from the allowed extensions', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toContain('.pdf');
    expect(ATTACHMENT_ACCEPT.split(',')).toContain('.mp4');
    expect(ATTACHMENT_ACCEPT.split(',')).toHaveLength(15);
  });
});
