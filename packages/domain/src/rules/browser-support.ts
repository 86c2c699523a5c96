/**
 * Unsupported-browser banner: flagged when the detected major version is at or below the floor
 * (Chrome 77, Edge 80, Safari 13, Firefox 85, Opera 64); Internet Explorer always. Unknown browsers pass.
 */
import { BROWSER_FLOORS, type SupportedBrowser } from '../constants.ts';

export type DetectedBrowser = { name: SupportedBrowser | 'ie'; major: number } | null;

/**
 * Most specific first: Edge and Opera also claim Chrome; Chrome claims Safari. iOS wrappers whose own version
 * numbers do not follow the desktop browser's (FxiOS, EdgiOS, OPT) are left undetected rather than misjudged.
 */
const DETECTORS: ReadonlyArray<[SupportedBrowser | 'ie', RegExp]> = [
  ['ie', /(?:MSIE |Trident\/.*rv:)(\d+)/],
  ['ie', /Trident\/(\d+)/],
  ['edge', /\bEdge?\/(\d+)/],
  ['opera', /\bOPR\/(\d+)/],
  ['opera', /\bOpera\b.*\bVersion\/(\d+)/],
  ['opera', /\bOpera[/ ](\d+)/],
  ['firefox', /\bFirefox\/(\d+)/],
  ['chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['safari', /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//],
];

export function detectBrowser(userAgent: string | null | undefined): DetectedBrowser {
  if (!userAgent) return null;
  for (const [name, pattern] of DETECTORS) {
    const match = pattern.exec(userAgent);
    if (match?.[1]) return { name, major: Number.parseInt(match[1], 10) };
  }
  return null;
}

export function isUnsupportedBrowser(userAgent: string | null | undefined): boolean {
  const browser = detectBrowser(userAgent);
  if (!browser) return false;
  if (browser.name === 'ie') return true;
  return browser.major <= BROWSER_FLOORS[browser.name];
}
