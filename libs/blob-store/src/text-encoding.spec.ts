import iconv from 'iconv-lite';
import { decodeText } from './text-encoding.js';

const pitch = 'Problème : les infirmières perdent deux heures par poste. Nous levons 1,5 million €. « Besoins » : un hôpital pilote.';

describe('decodeText', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodeText(Buffer.from(pitch, 'utf8'))).toEqual({ text: pitch, encoding: 'utf-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(pitch, 'utf8')]))).toEqual({ text: pitch, encoding: 'utf-8' });
  });

  it('reads UTF-16 in either byte order, with a byte-order mark or without', () => {
    expect(decodeText(iconv.encode(pitch, 'utf-16le', { addBOM: true }))?.text).toBe(pitch);
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(pitch, 'utf-16be')]))?.text).toBe(pitch);
    expect(decodeText(iconv.encode('Problem: referrals get lost between clinics.', 'utf-16le'))).toEqual({
      text: 'Problem: referrals get lost between clinics.',
      encoding: 'utf-16le',
    });
  });

  it('reads Windows-1252 and Latin-1 without replacement characters', () => {
    const text = 'We are raising £1.5 million – the “ask” is a pilot ward. Café résumé naïve.';
    const decoded = decodeText(iconv.encode(text, 'windows-1252'));
    expect(decoded?.text).toBe(text);
    expect(decodeText(iconv.encode(pitch.replace('€', 'EUR'), 'latin1'))?.text).toBe(pitch.replace('€', 'EUR'));
  });

  it('keeps a head cut in the middle of a UTF-8 character as UTF-8', () => {
    const bytes = Buffer.from('€'.repeat(10), 'utf8');
    expect(decodeText(bytes.subarray(0, 8), false)).toEqual({ text: '€€', encoding: 'utf-8' });
  });

  it('refuses binary data', () => {
    expect(decodeText(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x89, 0x50, 0x00, 0x00, 0x10, 0x11]))).toBeNull();
    expect(decodeText(Buffer.alloc(0))).toBeNull();
  });
});
