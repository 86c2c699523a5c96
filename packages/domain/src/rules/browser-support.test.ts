import { describe, expect, it } from 'vitest';
import { detectBrowser, isUnsupportedBrowser } from './browser-support.ts';

const UA = {
  chrome77:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/77.0.3865.90 Safari/537.36',
  chrome78:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36',
  chrome120:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeAndroid83:
    'Mozilla/5.0 (Linux; Android 10; SM-G973F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.106 Mobile Safari/537.36',
  chromeIos76:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/76.0.3809.123 Mobile/15E148 Safari/605.1',
  edge80:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.163 Safari/537.36 Edg/80.0.361.111',
  edge81:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 Edg/81.0.416.72',
  edgeLegacy18:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.18363',
  safari13:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15',
  safari14:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Safari/605.1.15',
  iosSafari13:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.4 Mobile/15E148 Safari/604.1',
  iosSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  firefox85: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:85.0) Gecko/20100101 Firefox/85.0',
  firefox86: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:86.0) Gecko/20100101 Firefox/86.0',
  opera64:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/77.0.3865.120 Safari/537.36 OPR/64.0.3417.92',
  opera65:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.87 Safari/537.36 OPR/65.0.3467.48',
  operaPresto: 'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  ie8: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  curl: 'curl/8.4.0',
};

describe('isUnsupportedBrowser (floors: at or below is unsupported)', () => {
  it('Chrome 77 unsupported, 78 supported', () => {
    expect(isUnsupportedBrowser(UA.chrome77)).toBe(true);
    expect(isUnsupportedBrowser(UA.chrome78)).toBe(false);
    expect(isUnsupportedBrowser(UA.chrome120)).toBe(false);
    expect(isUnsupportedBrowser(UA.chromeAndroid83)).toBe(false);
    expect(isUnsupportedBrowser(UA.chromeIos76)).toBe(true);
  });

  it('Edge 80 unsupported, 81 supported; legacy Edge unsupported', () => {
    expect(isUnsupportedBrowser(UA.edge80)).toBe(true);
    expect(isUnsupportedBrowser(UA.edge81)).toBe(false);
    expect(isUnsupportedBrowser(UA.edgeLegacy18)).toBe(true);
  });

  it('Safari 13 unsupported, 14 supported', () => {
    expect(isUnsupportedBrowser(UA.safari13)).toBe(true);
    expect(isUnsupportedBrowser(UA.iosSafari13)).toBe(true);
    expect(isUnsupportedBrowser(UA.safari14)).toBe(false);
    expect(isUnsupportedBrowser(UA.iosSafari17)).toBe(false);
  });

  it('Firefox 85 unsupported, 86 supported', () => {
    expect(isUnsupportedBrowser(UA.firefox85)).toBe(true);
    expect(isUnsupportedBrowser(UA.firefox86)).toBe(false);
  });

  it('Opera 64 unsupported, 65 supported (judged by OPR, not its Chrome)', () => {
    expect(isUnsupportedBrowser(UA.opera64)).toBe(true);
    expect(isUnsupportedBrowser(UA.opera65)).toBe(false);
    expect(isUnsupportedBrowser(UA.operaPresto)).toBe(true);
  });

  it('Internet Explorer always unsupported', () => {
    expect(isUnsupportedBrowser(UA.ie11)).toBe(true);
    expect(isUnsupportedBrowser(UA.ie10)).toBe(true);
    expect(isUnsupportedBrowser(UA.ie8)).toBe(true);
  });

  it('unknown agents are not flagged', () => {
    expect(isUnsupportedBrowser(UA.curl)).toBe(false);
    expect(isUnsupportedBrowser('')).toBe(false);
    expect(isUnsupportedBrowser(undefined)).toBe(false);
    expect(isUnsupportedBrowser(UA.headlessChromium)).toBe(false);
  });
});

describe('detectBrowser', () => {
  it('names the browser and major version', () => {
    expect(detectBrowser(UA.edge80)).toEqual({ name: 'edge', major: 80 });
    expect(detectBrowser(UA.opera64)).toEqual({ name: 'opera', major: 64 });
    expect(detectBrowser(UA.safari13)).toEqual({ name: 'safari', major: 13 });
    expect(detectBrowser(UA.ie11)).toEqual({ name: 'ie', major: 11 });
    expect(detectBrowser(UA.firefox86)).toEqual({ name: 'firefox', major: 86 });
    expect(detectBrowser(UA.chrome78)).toEqual({ name: 'chrome', major: 78 });
    expect(detectBrowser(UA.curl)).toBeNull();
  });
});
