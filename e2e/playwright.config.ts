import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DEMO_PASSWORD = 'Demo-journeys-2026';

// Debian's Chromium only (never a downloaded browser); these flags keep it quiet on a machine with no internet.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Journeys that sign a demo account out through the server, which ends that account's every session. */
const SIGNS_OUT_EVERYWHERE = ['**/chat-session-end.spec.ts'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  // Two workers, two browsers and the server share two cores: a signed-in area's first load (its chunks, the
  // identity round trip) can take several seconds, so a check waits up to 15 s before it fails.
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  // Signing out ends every session of that user. A journey that signs a shared demo account out for real runs
  // after all the others, so it cannot sign out a walk that is using the same account at that moment.
  projects: [
    {
      name: 'chromium',
      testIgnore: SIGNS_OUT_EVERYWHERE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'signs-out-everywhere',
      testMatch: SIGNS_OUT_EVERYWHERE,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://localhost:${PORT}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), NODE_ENV: 'test', DEMO_PASSWORD, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
