import fs from "node:fs";
import { expect, test } from "@playwright/test";

test.describe("bias lab", () => {
  test("the seed's study replays: Table 4's exact p-values, Holm, 0.40, global p = 0.039; CSV download", async ({ page }) => {
    await page.goto("/sesgo");
    await page.getByTestId("bias-generator").selectOption("seed");
    await page.getByTestId("bias-create").click();
    await expect(page.getByTestId("experiment-title")).toContainText("Semilla");
    const t4 = page.getByTestId("table4-row");
    await expect(t4).toHaveCount(10);
    await expect(t4.nth(0)).toContainText("0.405 (17/42)");
    await expect(t4.nth(3)).toContainText("0.364 (4/11)");
    await expect(t4.nth(8)).toContainText("0.348 (23/66)");
    await expect(page.getByTestId("fwer")).toContainText("0.40");
    await expect(page.getByTestId("global-test")).toContainText("p = 0.039 (5/128");
    await expect(page.getByTestId("table3-row").nth(8)).toContainText("4.50");
    await expect(page.getByTestId("table3-global")).toContainText("0.25");
    await expect(page.getByTestId("conclusion")).toContainText("0.25 puntos más de tono");
    // Why four intervals differ from the printed ones, and by how much they move with the generator.
    await expect(page.getByTestId("seed-spread")).toContainText("numpy");
    await expect(page.getByTestId("seed-spread")).toContainText(/varía hasta \d\.\d\d/);
    await page.screenshot({ path: "e2e/.artifacts/bias-seed.png", fullPage: true });
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("table4-csv").click()]);
    const text = fs.readFileSync((await csv.path())!, "utf8");
    expect(text).toContain("1,0.40476190476190477,17/42,true,1,no,no");
    const sidecar = await (await page.request.get((await page.getByTestId("table4-meta").getAttribute("href"))!)).json();
    expect(sidecar.provenance.join(" ")).toContain("p = 0.0390625 (5/128)");
    // Statuses are words in the page's language.
    await expect(page.locator("body")).not.toContainText("· done");
  });

  test("a refused experiment keeps every choice of the form", async ({ page }) => {
    await page.goto("/sesgo");
    // This app has no API key: Claude cannot write cards here.
    await page.getByTestId("bias-generator").selectOption("claude-haiku-5-5");
    await page.locator('input[name="seed"]').fill("77");
    await page.getByTestId("bias-engine").selectOption("sync");
    await page.getByTestId("bias-create").click();
    await expect(page.getByTestId("bias-error")).toContainText("ANTHROPIC_API_KEY");
    await expect(page.getByTestId("bias-generator")).toHaveValue("claude-haiku-5-5");
    await expect(page.locator('input[name="seed"]')).toHaveValue("77");
    await expect(page.getByTestId("bias-engine")).toHaveValue("sync");
  });

  test("a simulated experiment: score six cards blind with the keyboard, forest plot, a discordant pair", async ({ page }) => {
    await page.goto("/sesgo");
    await page.getByTestId("bias-generator").selectOption("simulated");
    await page.getByTestId("bias-create").click();
    await expect(page.getByTestId("experiment-title")).toContainText("Simulado");
    await expect(page.getByTestId("forest-plot")).toBeVisible();
    await page.getByTestId("discordant-template").first().locator("summary").click();
    await expect(page.getByTestId("discordant-template").first().locator("td").first()).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/bias-simulated.png", fullPage: true });
    await page.getByTestId("score-link").click();
    const card = page.getByTestId("tone-card");
    for (let i = 0; i < 6; i++) {
      const id = await card.getAttribute("data-card");
      const text = await page.getByTestId("tone-card-text").textContent();
      expect(text).not.toMatch(/Lucía|Martín/);
      await expect(card).toHaveAttribute("data-keys", "ready");
      await page.keyboard.press(String((i % 5) + 1));
      await expect(card).not.toHaveAttribute("data-card", id!);
    }
    await expect(page.getByTestId("tone-progress-count")).toHaveText("6/120");
    await expect(card).toHaveAttribute("data-keys", "ready");
    await page.keyboard.press("u");
    await expect(page.getByTestId("tone-progress-count")).toHaveText("5/120");
    await page.screenshot({ path: "e2e/.artifacts/bias-scoring.png" });
    await page.goBack();
    await page.goto(page.url().replace(/\/puntuar$/, ""));
    await expect(page.getByTestId("validation")).toContainText("n = 5");
  });

  test("planner: 73 / 207 / 332 questions and a power curve", async ({ page }) => {
    await page.goto("/planificar");
    await expect(page.getByTestId("seed-sample-sizes")).toContainText("73 preguntas");
    await expect(page.getByTestId("seed-sample-sizes")).toContainText("207 preguntas");
    await expect(page.getByTestId("seed-sample-sizes")).toContainText("332 preguntas");
    await expect(page.getByTestId("power-row")).toHaveCount(6);
    await expect(page.getByTestId("power-row").first()).toContainText("0.00 (0/200)");
  });
});
