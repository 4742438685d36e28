import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_API_KEY } from "../playwright.config";
import { MatrixPage } from "./pages/MatrixPage";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test.describe("Claude through the local Messages API", () => {
  test("run (Haiku, retrieved, may abstain): estimate, live progress, cost; open a ficha with prompt, raw output and parsed answer", async ({ page }) => {
    const matrix = new MatrixPage(page);
    await matrix.open();
    const id = "claude-haiku-5-5|retrieved|may-abstain";
    await expect(matrix.runButton(id)).toBeEnabled();
    await expect(matrix.cell(id).getByTestId("cell-estimate")).toContainText("≈ 25 llamadas, ≈ 0.00");
    await matrix.run(id);
    await expect(matrix.cell(id).getByTestId("cell-progress")).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/claude-running.png" });
    await matrix.waitDone(id);
    await expect(matrix.counts(id)).toHaveText("25 correctas · 0 incorrectas · 0 abstenciones");
    await expect(matrix.cell(id).getByTestId("cell-cost")).toContainText("USD");
    await matrix.cell(id).getByTestId("cell-link").click();
    await expect(page.getByTestId("run-cost")).toContainText("USD");
    await page.getByTestId("ficha-row").first().getByRole("link").click();
    await expect(page.getByTestId("ficha-title")).toContainText("p01");
    await expect(page.getByTestId("prompt")).toContainText("Usted es el tutor del Cuaderno Vivo de Sofía");
    await expect(page.getByTestId("prompt")).toContainText('<nota id="1">');
    await expect(page.getByTestId("raw-output")).toContainText('"texto": "A los valores extremos de la muestra"');
    await expect(page.getByTestId("parsed-answer")).toContainText("A los valores extremos de la muestra");
    await page.screenshot({ path: "e2e/.artifacts/claude-ficha.png", fullPage: true });
  });

  test("the API key never reaches the pages, the client bundle, the database or the exports", async ({ page, request }) => {
    for (const url of ["/", "/ajustes", "/resultados?mode=real", "/condicion/claude-haiku-5-5%7Cretrieved%7Cmay-abstain?mode=real"]) {
      const html = await (await request.get(url)).text();
      expect(html).not.toContain(E2E_API_KEY);
    }
    await page.goto("/ajustes");
    await expect(page.getByTestId("tutor-key-claude-haiku-5-5")).toContainText("ANTHROPIC_API_KEY · definida");
    // Message batches: the threshold (default 100 calls) and where failed requests are retried.
    await expect(page.getByTestId("batch-settings").locator('input[name="threshold"]')).toHaveValue("100");
    await expect(page.getByTestId("batch-settings").locator('select[name="retryVia"]')).toHaveValue("batch");
    await page.screenshot({ path: "e2e/.artifacts/ajustes.png", fullPage: true });
    for (const f of filesUnder(".next/static")) expect(fs.readFileSync(f).includes(E2E_API_KEY)).toBe(false);
    for (const f of filesUnder("e2e/.artifacts/db-claude")) expect(fs.readFileSync(f).includes(E2E_API_KEY)).toBe(false);
    const csv = await (await request.get("/api/export/fichas?run=1")).text();
    expect(csv).toContain("A los valores extremos de la muestra");
    expect(csv).not.toContain(E2E_API_KEY);
  });
});
