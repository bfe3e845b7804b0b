import { defineConfig, devices } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One fresh database per run. Workers re-read this file, so the directory is made once and passed on by env.
const PORT = Number(process.env.E2E_PORT || 5199);
if (!process.env.PICKET_E2E_DATA_DIR) {
  process.env.PICKET_E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-e2e-'));
}
const DATA_DIR = process.env.PICKET_E2E_DATA_DIR;
// E2E_PG_URL (a PostgreSQL server; `.ci/run` sets it): the app runs on a database of its own there, made by the server's
// wrapper (e2e/support/mail-sink-server.ts) and dropped by e2e/support/drop-database.ts after the run; else the embedded
// PGlite in DATA_DIR. On PostgreSQL the database's work leaves the app's one Node process (PGlite runs inside it): measured
// on e2e/quotes.spec.ts, the app server's CPU time fell from 20 s to 9 s.
if (process.env.E2E_PG_URL && !process.env.PICKET_E2E_DATABASE) {
  process.env.PICKET_E2E_DATABASE = `picket_e2e_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
}
// Where the test SMTP sink writes the mail the app sends (e2e/support/mail.ts reads it).
process.env.E2E_MAIL_DIR = path.join(DATA_DIR, 'e2e-mail');
const BASE_URL = `http://127.0.0.1:${PORT}`;
process.env.E2E_BASE_URL = BASE_URL;
// The local fake Stripe (server/integrations/stripe/) beside the app: card payments are on in every browser test.
const STRIPE_PORT = PORT + 2;
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_picket_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_picket_e2e' };

// The local fake GoHighLevel (server/integrations/ghl/) beside the app: a test connects a contractor of its own to a
// location it creates there. Its webhook signing keys are made once per run (workers re-read this file) and the app
// trusts their public halves.
const GHL_PORT = PORT + 3;
const GHL_URL = `http://127.0.0.1:${GHL_PORT}`;
process.env.E2E_GHL_URL = GHL_URL;
if (!process.env.PICKET_E2E_GHL_ED25519_KEY) {
  const pem = (k: crypto.KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }).toString();
  process.env.PICKET_E2E_GHL_ED25519_KEY = pem(crypto.generateKeyPairSync('ed25519').privateKey);
  process.env.PICKET_E2E_GHL_RSA_KEY = pem(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
}
const publicPem = (privatePem: string) => crypto.createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();
const GHL_APP = { GHL_CLIENT_ID: 'picket-e2e-client', GHL_CLIENT_SECRET: 'picket-e2e-secret' };

// The local fake QuickBooks Online (server/integrations/quickbooks/) beside the app: a test creates a company of its
// own on it (POST /_fake/realms) and connects through its consent page.
const QBO_PORT = PORT + 4;
const QBO_URL = `http://127.0.0.1:${QBO_PORT}`;
process.env.E2E_QBO_URL = QBO_URL;
const QBO_APP = { QBO_CLIENT_ID: 'picket-e2e-qbo-client', QBO_CLIENT_SECRET: 'picket-e2e-qbo-secret', QBO_WEBHOOK_VERIFIER_TOKEN: 'picket-e2e-qbo-verifier' };

// Debian's Chromium; never download a browser. Its headless shell (Debian's chromium-headless-shell, the same engine
// without the browser's window and UI layers, what Playwright itself runs for headless tests) where installed, as
// `.ci/run` does: it spends less CPU per page than the full browser in headless mode (docs/performance.md). E2E_CHROMIUM
// picks another binary. The networking flags keep it quiet on a closed network.
const CHROMIUM = process.env.E2E_CHROMIUM ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Per-port output so parallel runs in one work tree don't delete each other's artifacts.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  // Every test stands alone (own tenant or own rows, e2e/README.md), so files run side by side. The browser stage waits
  // far more than it computes (measured: ~2.4 s of CPU per test against ~7 s of wall time per test per worker with two
  // workers), so four workers keep a 2-core machine busy instead of idle; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous bounds: waiting longer for what a person would see costs a passing test nothing, and a loaded CI machine
  // must not turn a slow page into a failure. (No assertion is timed: these are only how long to wait.)
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalTeardown: './e2e/support/drop-database.ts',
  use: {
    baseURL: BASE_URL,
    launchOptions,
    // A trace records DOM snapshots and screencast frames at every step: measured on e2e/quotes.spec.ts, Chromium's CPU
    // time 51 s with it, 31 s without. In CI a failing test is retried once, and the retry is traced; locally (no
    // retries) a failing test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/Chicago',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx server/integrations/stripe/fake-stripe-main.ts',
      url: `http://127.0.0.1:${STRIPE_PORT}/dashboard`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...STRIPE, FAKE_STRIPE_PORT: String(STRIPE_PORT), FAKE_STRIPE_WEBHOOK_URL: `${BASE_URL}/api/integrations/stripe/webhook` },
    },
    {
      command: 'node --import tsx server/integrations/ghl/fake-main.ts',
      url: `${GHL_URL}/_fake/webhook-keys`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_GHL_PORT: String(GHL_PORT),
        FAKE_GHL_CLIENT_ID: GHL_APP.GHL_CLIENT_ID,
        FAKE_GHL_CLIENT_SECRET: GHL_APP.GHL_CLIENT_SECRET,
        FAKE_GHL_WEBHOOK_URL: `${BASE_URL}/api/integrations/ghl/webhook`,
        FAKE_GHL_ED25519_PRIVATE_KEY: process.env.PICKET_E2E_GHL_ED25519_KEY!,
        FAKE_GHL_RSA_PRIVATE_KEY: process.env.PICKET_E2E_GHL_RSA_KEY!,
      },
    },
    {
      command: 'node --import tsx server/integrations/quickbooks/fake-qbo-main.ts',
      url: `${QBO_URL}/_fake/realms/9130000000000001`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_QBO_PORT: String(QBO_PORT),
        FAKE_QBO_CLIENT_ID: QBO_APP.QBO_CLIENT_ID,
        FAKE_QBO_CLIENT_SECRET: QBO_APP.QBO_CLIENT_SECRET,
        FAKE_QBO_VERIFIER_TOKEN: QBO_APP.QBO_WEBHOOK_VERIFIER_TOKEN,
        FAKE_QBO_WEBHOOK_URL: `${BASE_URL}/api/integrations/quickbooks/webhook`,
      },
    },
    {
      // The built server (dist/server, as npm start runs it) behind a local SMTP sink (SMTP_URL), so tests can read the
      // mail the app sends. `npm run build` first (npm run test:e2e does).
      command: 'node --import tsx e2e/support/mail-sink-server.ts',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        ...(process.env.PICKET_E2E_DATABASE ? { E2E_PG_URL: process.env.E2E_PG_URL!, PICKET_E2E_DATABASE: process.env.PICKET_E2E_DATABASE } : {}),
        E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
        SEED_DEMO: 'true',
        NODE_ENV: 'test',
        // A private build (see e2e/README.md) so another person's `vite build` can't swap assets mid-run.
        WEB_DIST: process.env.WEB_DIST ?? path.resolve('dist/web'),
        ...STRIPE,
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
        ...GHL_APP,
        GHL_API_URL: GHL_URL,
        GHL_MARKETPLACE_URL: GHL_URL,
        GHL_WEBHOOK_PUBLIC_KEY: publicPem(process.env.PICKET_E2E_GHL_ED25519_KEY!),
        GHL_WEBHOOK_RSA_PUBLIC_KEY: publicPem(process.env.PICKET_E2E_GHL_RSA_KEY!),
        ...QBO_APP,
        QBO_API_URL: QBO_URL,
        QBO_AUTH_URL: `${QBO_URL}/connect/oauth2`,
      },
    },
  ],
});
