import { defineConfig } from "@playwright/test";

const port = Number(process.env.VERAZ_E2E_PORT ?? 3210);

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
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
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
});
