// @vitest-environment node
import { BANNERS, VERIFY_EMAIL } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { prerenderPaths, render } from './entry-prerender.tsx';

/*
 * The build pre-renders the public pages in Node, where there is no window: these tests render them the same way,
 * so a landing component that touches the browser while rendering, or a page that loses its heading, fails here.
 */
describe('pre-rendering the public pages', () => {
  it('covers the public pages, blog articles and entry pages, but not antd pages or signed-in areas', () => {
    const paths = prerenderPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/patients', '/pricing', '/what-we-treat/edys', '/faq']),
    );
    expect(paths.some((path) => path.startsWith('/blog/'))).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining(['/login', '/patient/signup', '/provider/signup', '/reset-password']),
    );
    expect(paths).not.toContain('/welcome');
    expect(paths.some((path) => path.startsWith('/rx') || path.startsWith('/admin'))).toBe(false);
  });

  it.each(prerenderPaths())('%s renders its page, layout and meta with no inline script', async (path) => {
    const { html, meta } = await render(path);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toMatch(/cs-footer|cs-auth__footer/);
    expect(html).not.toContain('<script');
    expect(meta?.title).toBeTruthy();
    expect(meta?.description.length).toBeGreaterThan(40);
  });

  it('renders the page itself, not the loading page, with the free-month banner and the Login button', async () => {
    const { html, meta } = await render('/what-we-treat/edys');
    expect(html).toContain('Erectile dysfunction treatment online');
    expect(html).toContain(BANNERS.freeMonth);
    expect(html).toContain('>Login</a>');
    expect(html).not.toContain(BANNERS.unsupportedBrowser);
    expect(meta?.title).toBe('Erectile dysfunction treatment online');
  });

  it('pre-renders /get-started as the bare address shows it: the condition chooser, not a placeholder', async () => {
    // The server sends this page only to the bare address (a query gets the app shell), so the first paint is the
    // chooser itself and nothing larger replaces it once hydrated.
    const { html } = await render('/get-started');
    expect(html).toContain('What would you like help with?');
    expect(html).toContain('href="/get-started?treatmentCategories=edys"');
    expect(html).not.toContain('One moment');
  });

  it("pre-renders an emailed link's page twice: the bare address says the key is missing, a keyed one waits for it", async () => {
    // No key is known from the address alone, so its answer is the first paint; a key is checked once hydrated.
    const bare = await render('/verify-email');
    expect(bare.html).toContain('unable to verify your email'); // the apostrophe is escaped
    expect(bare.html).toContain(VERIFY_EMAIL.missingKey);
    const keyed = await render('/verify-email?verificationKey=key');
    expect(keyed.html).toContain('Verifying your email');
    expect(keyed.html).not.toContain(VERIFY_EMAIL.missingKey);
    expect(keyed.modules).toEqual(bare.modules);
    expect((await render('/reset-password')).html).toContain(VERIFY_EMAIL.missingKey);
    expect((await render('/reset-password?verificationKey=key')).html).toContain('Reset password');
  });

  it("names the page's own module, so its chunk can be preloaded from the HTML", async () => {
    expect((await render('/what-we-treat/edys')).modules).toEqual([
      'src/features/content/pages/treatments/EdysPage.tsx',
    ]);
    expect((await render('/')).modules).toEqual(['src/features/content/pages/SplashPage.tsx']);
  });
});
