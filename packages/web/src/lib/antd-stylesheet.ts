import href from 'virtual:antd-stylesheet';

const STYLESHEET_TIMEOUT_MS = 10_000;

/**
 * antd's static stylesheet (vite.config.ts, antdStylesheet), put in the head before the app's own so the app's
 * rules win a tie as they did over antd's run-time styles. A signed-in route's HTML has it downloading already
 * (a preload, scripts/prerender-web.mjs), so the link added here is served from the cache. Resolves to whether
 * it loaded: if not, antd computes its styles at run time as before.
 */
function loadAntdStylesheet(): Promise<boolean> {
  if (!href || typeof document === 'undefined') return Promise.resolve(false);
  const url = new URL(href, document.baseURI).href;
  let link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (element) => element.href === url,
  );
  if (link?.sheet) return Promise.resolve(true);
  if (!link) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"]'));
  }
  const element = link;
  return new Promise((resolve) => {
    element.addEventListener('load', () => resolve(true), { once: true });
    element.addEventListener('error', () => resolve(false), { once: true });
    // A link that failed before this listened would never answer: give up waiting after the loading page's time.
    setTimeout(() => resolve(Boolean(element.sheet)), STYLESHEET_TIMEOUT_MS);
  });
}

let loaded: boolean | undefined;

/** Started as AntdLayout's chunk runs, alongside antd's own chunks. */
export const antdStylesheetReady: Promise<boolean> = loadAntdStylesheet().then((outcome) => {
  loaded = outcome;
  return outcome;
});

/**
 * Whether the stylesheet loaded, once that is known (undefined before): a layout mounted later reads it at once
 * instead of suspending on the settled promise again.
 */
export function antdStylesheetLoaded(): boolean | undefined {
  return loaded;
}
