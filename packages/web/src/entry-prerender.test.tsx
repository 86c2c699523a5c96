// @vitest-environment node
import { BANNERS } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { prerenderPaths, render } from './entry-prerender.tsx';

/*
 * The build pre-renders the public pages in Node, where there is no window: these tests render them the same way,
 * so a landing component that touches the browser while rendering, or a page that loses its heading, fails here.
 */
describe('pre-rendering the public pages', () => {
  it('covers the public pages and blog articles, but not the antd form pages or signed-in areas', () => {
    const paths = prerenderPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/patients', '/pricing', '/what-we-treat/edys', '/faq']),
    );
    expect(paths.some((path) => path.startsWith('/blog/'))).toBe(true);
    expect(paths).not.toContain('/contact-us');
    expect(paths).not.toContain('/login');
    expect(paths.some((path) => path.startsWith('/rx') || path.startsWith('/admin'))).toBe(false);
  });

  it.each(prerenderPaths())('%s renders its page, layout and meta with no inline script', async (path) => {
    const { html, meta } = await render(path);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toContain('cs-footer');
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

  it("names the page's own module, so its chunk can be preloaded from the HTML", async () => {
    expect((await render('/what-we-treat/edys')).modules).toEqual([
      'src/features/content/pages/treatments/EdysPage.tsx',
    ]);
    expect((await render('/')).modules).toEqual(['src/features/content/pages/SplashPage.tsx']);
  });
});
