import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_SERVER = 'http://localhost:3000';

/** What every page needs before it can render: React, the router and the query cache. */
const SHELL_VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/]/;
/** Ant Design and its runtime: never in a landing-page chunk (public download budget, DESIGN.md). */
const ANTD = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/;

const proxy = {
  '/api': { target: API_SERVER, ws: true },
  '/dev/mailbox': { target: API_SERVER },
};

/**
 * Preloads the Latin Inter face from the HTML head: the text font starts downloading with the stylesheet instead of
 * after it, so most first visits paint in Inter (and the fallback face is metric-matched for the rest).
 */
function preloadTextFont(): Plugin {
  return {
    name: 'carespace:preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The build that pre-renders the public pages (scripts/prerender-web.mjs): plain Node output, no chunk tuning. */
const prerenderBuild = {
  plugins: [react()],
  build: { emptyOutDir: true, minify: false, copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? prerenderBuild
    : {
        plugins: [react(), preloadTextFont()],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // One stylesheet for the whole app (~14 KB gzipped): a pre-rendered page is styled by its first paint, before
          // its own chunk (which would otherwise bring its CSS) has loaded. See docs/decisions.md.
          cssCodeSplit: false,
          rolldownOptions: {
            // The domain package is constants, schemas and pure functions: importing one message must not pull every
            // zod schema (and zod) into the landing bundle.
            treeshake: {
              moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
            },
            output: {
              // entriesAware names antd chunks after every route that may reach them; keep the file names short.
              chunkFileNames: (chunk) =>
                chunk.name.startsWith('antd~') ? 'assets/antd-[hash].js' : 'assets/[name]-[hash].js',
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: SHELL_VENDOR, priority: 20 },
                  // Split by which lazy chunks use them, so a toast on a landing page fetches only antd's feedback code.
                  {
                    name: 'antd',
                    test: ANTD,
                    priority: 10,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 20_000,
                  },
                ],
              },
            },
          },
        },
        server: { proxy },
        preview: { proxy },
      },
);
