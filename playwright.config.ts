import { defineConfig } from "@playwright/test";

const port = Number(process.env.VERAZ_E2E_PORT ?? 3210);
/** A second app, with an API key, talking to the local Messages API stand-in. */
const claudePort = port + 1;
const fakeApiPort = port + 2;
export const E2E_API_KEY = "sk-ant-e2e-test-key-must-never-leak-7f3a";
/** The key of a user's OpenAI-compatible tutor, in the variable the tutor names (never typed into veraz). */
export const E2E_OA_KEY_ENV = "VERAZ_E2E_OA_KEY";
export const E2E_OA_KEY = "sk-oa-e2e-user-tutor-key-never-leaks-91d0";
/** The stand-in's control URL (scripts its answers and batch timing from the tests). */
export const E2E_FAKE_API = `http://127.0.0.1:${fakeApiPort}`;

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium); Playwright never
 * downloads a browser. The app runs as a user runs it (scripts/start.ts: the
 * production server and the worker) on a throwaway database.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  outputDir: "e2e/.artifacts/results",
  projects: [
    { name: "offline", testIgnore: "**/*claude*.spec.ts", use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: "claude", testMatch: "**/*claude*.spec.ts", use: { baseURL: `http://127.0.0.1:${claudePort}` } },
  ],
  use: {
    viewport: { width: 1500, height: 1000 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `node --import tsx e2e/fixtures/fakeAnthropic.ts --port ${fakeApiPort}`,
      url: `http://127.0.0.1:${fakeApiPort}/__stats`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf e2e/.artifacts/db-claude && node --import tsx scripts/start.ts --port ${claudePort}`,
      url: `http://127.0.0.1:${claudePort}`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        VERAZ_DB_PATH: "e2e/.artifacts/db-claude/e2e.db",
        VERAZ_ITEM_DELAY_MS: "200",
        VERAZ_POLL_MS: "100",
        VERAZ_BATCH_POLL_MS: "400",
        VERAZ_BATCH_POLL_MAX_MS: "800",
        ANTHROPIC_API_KEY: E2E_API_KEY,
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${fakeApiPort}`,
        [E2E_OA_KEY_ENV]: E2E_OA_KEY,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
    command: `rm -rf e2e/.artifacts/db && node --import tsx scripts/start.ts --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      VERAZ_DB_PATH: "e2e/.artifacts/db/e2e.db",
      VERAZ_ITEM_DELAY_MS: "4",
      VERAZ_POLL_MS: "100",
      ANTHROPIC_API_KEY: "",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdout: "ignore",
    stderr: "pipe",
    },
  ],
});
