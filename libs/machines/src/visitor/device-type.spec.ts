import { inferDeviceType } from './device-type.js';

const agents = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  kindle: 'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68',
  windowsDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  macDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  headlessChromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36',
};

describe('inferDeviceType', () => {
  it.each([
    ['iphone', 'mobile'],
    ['androidPhone', 'mobile'],
    ['androidTablet', 'tablet'],
    ['ipad', 'tablet'],
    ['kindle', 'tablet'],
    ['windowsDesktop', 'desktop'],
    ['macDesktop', 'desktop'],
    ['headlessChromium', 'desktop'],
  ] as const)('classifies %s as %s', (agent, expected) => {
    expect(inferDeviceType(agents[agent])).toBe(expected);
  });

  it('defaults to desktop without a user agent', () => {
    expect(inferDeviceType('')).toBe('desktop');
    expect(inferDeviceType(undefined)).toBe('desktop');
    expect(inferDeviceType(null)).toBe('desktop');
  });
});
