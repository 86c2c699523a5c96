import { defineConfig } from 'vitest/config';

// Database tests run once on embedded PGlite and, when TEST_DATABASE_URL is set (CI), again on real PostgreSQL.
const serverProjects = [
  {
    test: {
      name: 'server-pglite',
      root: './packages/server',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      globalSetup: ['./src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Every file builds its own app and database, so a worker may keep the modules it has loaded: importing
      // the server's module graph afresh for each of ~80 files was a third of the suite's CPU.
      isolate: false,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  serverProjects.push({
    test: {
      name: 'server-postgres',
      root: './packages/server',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'postgres' },
      globalSetup: ['./src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Every file builds its own app and database, so a worker may keep the modules it has loaded: importing
      // the server's module graph afresh for each of ~80 files was a third of the suite's CPU.
      isolate: false,
    },
  });
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, so one worker on CI's two cores; the server tests
    // mostly wait on the database, so two workers keep both cores busy. (Three were faster still, but made rare
    // timing races between a request and the outbound queue's delivery show up in the database tests.)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // The first antd import in a jsdom worker takes seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        // The build scripts; the web build test builds into a temporary folder (about 10-40 s).
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
      ...serverProjects,
    ],
  },
});
