// The browser suite: Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) against the
// built site served by scripts/serve.ts. `npm run test:e2e` builds first.
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT: another port when several checkouts run the suite on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4329);
const SPEED = /-speed\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The service worker would precache the whole site in every test's fresh browser context;
    // only e2e/offline.spec.ts, which tests it, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Without these Chromium tries to reach Google's hosts, which this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: /@phone/, testIgnore: SPEED },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
      testIgnore: SPEED,
    },
    // The speed specs time the page with Chrome's CPU slowdown, so each one has the machine to
    // itself: after the rest of the suite, one at a time.
    { name: 'speed', use: desktop, testMatch: SPEED, workers: 1, dependencies: ['desktop', 'phone'] },
  ],
  webServer: {
    command: `node scripts/serve.ts ${PORT}`,
    url: `http://127.0.0.1:${PORT}/de/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
