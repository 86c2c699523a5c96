// Pre-rendered public pages only (scripts/prerender-web.mjs): the page's HTML and stylesheet are its first paint, so
// the scripts that hydrate it wait in <template id="cs-scripts"> until that paint is on screen instead of sharing a
// slow connection with the stylesheet and the font (docs/decisions.md, "Scripts after the first paint"). Plain
// ES2017 (no optional chaining: Chrome 78 is a target), served as is.
(() => {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    // A signed-in route (its HTML paints the shell's outline) needs who is signed in and their profile before it
    // can draw: asked for now, beside its scripts, not once the entry has arrived; the app takes these answers
    // (src/lib/early-request.ts reads window.carespaceEarlyRequests).
    if (document.getElementById('cs-area-frame') && window.fetch) {
      const headers = { Accept: 'application/json', 'X-Requested-With': 'carespace' };
      const early = {};
      for (const url of ['/api/auth/identity', '/api/profile']) {
        const request = fetch(url, { credentials: 'same-origin', headers });
        request.catch(() => undefined);
        early[url] = { request, startedAt: Date.now() };
      }
      window.carespaceEarlyRequests = early;
    }
    const scripts = document.getElementById('cs-scripts');
    // Cloned out of the template, the script and preload elements are live: the browser fetches and runs them.
    if (scripts) document.head.appendChild(document.importNode(scripts.content, true));
  };
  // A form sent before React owns the page would go out as a plain GET, with what was typed (a password too) in the
  // address: hold it. Someone who starts to use the page (a press or a key) gets its scripts at once.
  document.addEventListener(
    'submit',
    (event) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) {
        event.preventDefault();
        load();
      }
    },
    true,
  );
  // Not focus: a field with autofocus (sign-in, forgot password) takes it as the page loads, before anyone touches
  // it, and its scripts then shared the link with the stylesheet again (first paint 1.2–1.8 s, not 0.9). Tabbing in
  // is a keydown.
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, load, { capture: true, once: true, passive: true });
  }
  const paints = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  // A tab opened in the background paints nothing until shown: it need not wait.
  if (!paints.includes('paint') || document.visibilityState === 'hidden') {
    load();
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) load();
  }).observe({ type: 'paint', buffered: true });
  // However the paint goes, the page becomes usable within 3 s.
  setTimeout(load, 3000);
})();
