import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * veraz bound beyond loopback (0.0.0.0; reached here through 127.0.0.1 only): every page, action, route and export
 * needs the access token printed at start; loopback needs none (the other specs).
 */
test.describe("access token beyond loopback", () => {
  let server: ChildProcess;
  let log = "";
  let token = "";
  const port = Number(process.env.VERAZ_E2E_PORT ?? 3210) + 7;
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-token-"));

  test.beforeAll(async () => {
    const env = { ...process.env, VERAZ_DB_PATH: path.join(dir, "t.db"), VERAZ_WORKERS: "1", NEXT_TELEMETRY_DISABLED: "1" };
    delete (env as Record<string, string | undefined>).VERAZ_TOKEN;
    server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--host", "0.0.0.0", "--port", String(port)], { env, stdio: ["ignore", "pipe", "pipe"] });
    server.stdout!.on("data", (b) => (log += b.toString()));
    server.stderr!.on("data", (b) => (log += b.toString()));
    for (let i = 0; i < 600 && !/token=([\w-]+)/.test(log); i++) await new Promise((r) => setTimeout(r, 100));
    token = /token=([\w-]+)/.exec(log)![1]!;
    for (let i = 0; i < 300; i++) {
      try {
        await fetch(base);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  test.afterAll(async () => {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
  });

  test("refused without the token (pages, an action, a route, an export); served with it; the token never reaches pages, scripts, database or later logs", async ({ browser, request }) => {
    expect(token.length).toBeGreaterThanOrEqual(24);
    // Without the token: 401, and no data.
    const page401 = await request.get(`${base}/resultados?mode=simulated`);
    expect(page401.status()).toBe(401);
    expect(await page401.text()).toContain("se necesita el token de acceso");
    expect(await page401.text()).not.toContain("Haiku");
    expect((await request.get(`${base}/api/export/table1.csv?mode=simulated`)).status()).toBe(401);
    expect((await request.get(`${base}/api/export/fichas?run=1`)).status()).toBe(401);
    expect((await request.post(`${base}/`, { headers: { "next-action": "0".repeat(40) }, data: "[]" })).status()).toBe(401);
    expect((await request.get(`${base}/?token=not-the-token`)).status()).toBe(401);

    // With it: the first visit sets the cookie and cleans the URL; everything is served.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/?token=${token}&mode=simulated`);
    await expect(page).toHaveURL(`${base}/?mode=simulated`);
    await expect(page.getByTestId("matrix")).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "veraz-token")!;
    expect([cookie.httpOnly, cookie.sameSite]).toEqual([true, "Strict"]);
    // An action through the page: the one-click seed study.
    await page.getByTestId("welcome-seed").click();
    await expect(page.locator('td[data-testid^="cell-"][data-status="done"]')).toHaveCount(3, { timeout: 30_000 });
    const csv = await context.request.get(`${base}/api/export/table1.csv?mode=simulated`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain("Haiku 5.5 con RAG");

    // The token is nowhere a browser or the disk can see it.
    expect(await page.evaluate(() => document.cookie)).not.toContain(token);
    const html = await page.content();
    expect(html).not.toContain(token);
    const scripts = await page.evaluate(() => [...document.querySelectorAll("script[src]")].map((s) => (s as HTMLScriptElement).src));
    for (const src of scripts) expect(await (await context.request.get(src)).text()).not.toContain(token);
    for (const f of fs.readdirSync(dir)) expect(fs.readFileSync(path.join(dir, f)).includes(token), f).toBe(false);
    // Logged once, on the start line.
    expect(log.split(token).length - 1).toBe(1);
    await context.close();
  });
});
