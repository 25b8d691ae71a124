import { matchesSearch } from './list-parts';
import { fieldCount, locationText, percentText, RAW_TEXT_LIMIT, rawJson, safeHttpUrl, stateLabel } from './display';
import { downloadFailureText, downloadPath, downloadUrlOf } from './file-download';

describe('display helpers', () => {
  it('counts the form data keys for the Fields column', () => {
    expect(fieldCount({ problem: 'x', solution: 'y', stage: '' })).toBe(3);
    expect(fieldCount({})).toBe(0);
    expect(fieldCount(null)).toBe(0);
    expect(fieldCount(['a', 'b'])).toBe(0);
  });

  it('writes a location from the parts it has', () => {
    expect(locationText({ city: 'Lyon', country: 'France' })).toBe('Lyon, France');
    expect(locationText({ city: null, country: null, country_code: 'DE' })).toBe('DE');
    expect(locationText({ city: 'Austin', region: 'Texas', country: 'United States' })).toBe('Austin, Texas, United States');
    expect(locationText(null)).toBe('Not specified');
    expect(locationText({ city: ' ', country: null })).toBe('Not specified');
  });

  it('labels states and percentages', () => {
    expect(stateLabel('in_progress')).toBe('In progress');
    expect(stateLabel(undefined)).toBe('Unknown');
    expect(percentText(66.6)).toBe('67%');
    expect(percentText(undefined)).toBe('–');
  });

  it('lets only http(s) links out', () => {
    expect(safeHttpUrl('https://youtu.be/x')).toBe('https://youtu.be/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a link')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });

  it('prints raw answers as JSON, cut short when huge', () => {
    expect(rawJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(rawJson(undefined)).toBe('(no body)');
    const long = rawJson('x'.repeat(RAW_TEXT_LIMIT + 10));
    expect(long.length).toBeLessThan(RAW_TEXT_LIMIT + 100);
    expect(long).toMatch(/12 more characters not shown\)$/);
  });
});

describe('file download (admin spec §7, §8)', () => {
  it('asks the download path of the file id', () => {
    expect(downloadPath('a1b2')).toBe('/api/work-with-us/download/a1b2');
    expect(downloadPath('../x')).toBe('/api/work-with-us/download/..%2Fx');
  });

  it('reads the signed address, absolute against the backend', () => {
    expect(downloadUrlOf({ success: true, download_url: 'https://api.test/files/1?sig=x' }, 'https://site.test/')).toBe('https://api.test/files/1?sig=x');
    expect(downloadUrlOf({ success: true, download_url: '/api/work-with-us/files/1?sig=x' }, 'https://site.test/')).toBe(
      'https://site.test/api/work-with-us/files/1?sig=x',
    );
  });

  it("says 'No download URL provided' for an answer without one, or with one that is not http(s)", () => {
    for (const answer of [{ success: true }, { download_url: '' }, null, 'text', { download_url: 'javascript:alert(1)' }]) {
      expect(() => downloadUrlOf(answer, 'https://site.test/')).toThrow('No download URL provided');
    }
    expect(downloadFailureText(new Error('No download URL provided'))).toBe('Failed to download file: No download URL provided');
    expect(downloadFailureText(new Error('Failed to get download URL'))).toBe('Failed to download file: Failed to get download URL');
  });
});

describe('matchesSearch', () => {
  it('finds every word of the query anywhere in the text, ignoring case', () => {
    expect(matchesSearch('Wren Workspace wren.workspace@example.org Leeds', 'wren LEEDS')).toBe(true);
    expect(matchesSearch('Wren Workspace', 'wren paris')).toBe(false);
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});
