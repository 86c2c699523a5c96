import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
});
