import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { MatrixPage } from "./pages/MatrixPage";

test.describe("simulated mode", () => {
  test("run the whole matrix: all 54 cells fill with counts; the seed's cells replay the seed", async ({ page }) => {
    const matrix = new MatrixPage(page);
    await matrix.open("simulated");
    await expect(page.getByTestId("simulated-banner")).toBeVisible();
    await expect(page.getByTestId("run-matrix")).toContainText(/\(\d+\)/);
    // The first view offers the seed's study in one click: the whole matrix, simulated.
    await page.getByTestId("welcome-whole").click();
    await expect(page.getByTestId("matrix-progress")).toBeVisible();
    await expect(page.locator('td[data-testid^="cell-"][data-status="done"]')).toHaveCount(54, { timeout: 60_000 });
    await expect(page.locator('[data-testid="cell-counts"]')).toHaveCount(54);
    await expect(page.getByTestId("welcome")).toHaveCount(0);
    await page.screenshot({ path: "e2e/.artifacts/matrix-simulated-glance.png", fullPage: true });
    await expect(matrix.counts("claude-haiku-5-5|none|may-abstain")).toHaveText("15 correctas · 8 incorrectas · 2 abstenciones");
    await expect(matrix.counts("claude-haiku-5-5|retrieved|may-abstain")).toHaveText("20 correctas · 4 incorrectas · 1 abstenciones");
    await expect(matrix.counts("claude-sonnet-5-5|retrieved|may-abstain")).toHaveText("22 correctas · 1 incorrectas · 2 abstenciones");
    await expect(matrix.cell("claude-haiku-5-5|retrieved|may-abstain").getByTestId("cell-hallucination")).toContainText(
      "4/25 = 0.16 [0.06, 0.35]",
    );
    await page.screenshot({ path: "e2e/.artifacts/matrix-simulated.png", fullPage: true });

    // Drill down: the condition, then one ficha with its prompt and planted truth.
    await matrix.cell("claude-haiku-5-5|retrieved|may-abstain").getByTestId("cell-link").click();
    await expect(page.getByTestId("condition-title")).toContainText("Haiku 5.5 con RAG");
    await expect(page.getByTestId("ficha-row")).toHaveCount(25);
    await page.getByRole("link", { name: "incorrecta" }).first().click();
    await expect(page.getByTestId("ficha-row")).toHaveCount(4);
    await page.screenshot({ path: "e2e/.artifacts/condition.png", fullPage: true });
    await page.getByTestId("ficha-row").first().getByRole("link").click();
    await expect(page.getByTestId("ficha-title")).toContainText("p14");
    await expect(page.getByTestId("parsed-answer")).toContainText("Al aire libre y también en el taller");
    await expect(page.getByTestId("planted")).toContainText("mezcla de fiel y añadido");
    await expect(page.getByTestId("prompt")).toContainText('<nota id="8">');
    await page.getByTestId("next").click();
    await expect(page.getByTestId("ficha-title")).toContainText("p22");
    await page.screenshot({ path: "e2e/.artifacts/ficha.png", fullPage: true });
  });

  test("calibration page: the seed's ECE, bins, thresholds, also in the downloaded CSV", async ({ page }) => {
    await page.goto("/calibracion?mode=simulated");
    const rows = page.getByTestId("summary-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("ECE 0.21 (0.213");
    await expect(rows.nth(1)).toContainText("ECE 0.09 (0.091");
    await expect(rows.nth(2)).toContainText("ECE 0.12 (0.117");
    await expect(rows.nth(0)).toContainText("cobertura 0.96, precisión 0.62");
    await expect(rows.nth(1)).toContainText("cobertura 0.92, precisión 0.87");
    await expect(rows.nth(2)).toContainText("cobertura 0.88, precisión 1.00");
    await expect(rows.nth(0)).toContainText("τ = 0.95 (cobertura 0.04)");
    await expect(rows.nth(1)).toContainText("τ = 0.75 (cobertura 0.56)");
    await expect(rows.nth(2)).toContainText("τ = 0.4 (cobertura 0.92)");
    await expect(rows.nth(0).getByTestId("heldout-bank")).toContainText("demasiado pequeño");
    await expect(page.getByTestId("thin-warning")).toBeVisible();
    const bins = page.getByTestId("bin-row").filter({ hasText: "Haiku 5.5 con RAG" });
    await expect(bins).toHaveCount(4);
    await expect(bins.nth(0)).toContainText("0.23");
    await expect(bins.nth(2)).toContainText("0.72");
    await expect(bins.nth(2)).toContainText("0.75 (9/12)");
    await expect(bins.nth(3)).toContainText("1.00 (11/11)");
    await expect(page.getByTestId("reliability-chart")).toContainText("ECE 0.21");
    await page.screenshot({ path: "e2e/.artifacts/calibration.png", fullPage: true });
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("thresholds-table-csv").click()]);
    const lines = fs.readFileSync((await csv.path())!, "utf8").split("\r\n");
    expect(lines).toContain("Haiku 5.5 sin RAG,0.6,24,25,0.96,15,0.625,0.42709619037907065,0.7884086656636855");
    expect(lines.some((l) => l.startsWith("Haiku 5.5 con RAG,0.75,14,25,0.56,14,1,"))).toBe(true);
    const [rel] = await Promise.all([page.waitForEvent("download"), page.getByTestId("bins-table-csv").click()]);
    const relText = fs.readFileSync((await rel.path())!, "utf8");
    // One header row; the ECE is a column, and the provenance is in the JSON sidecar.
    expect(relText.startsWith("\uFEFFconfiguración,")).toBe(true);
    expect(relText).toMatch(/^Haiku 5\.5 sin RAG,.*,0\.2128/m);
    expect(relText).toMatch(/Haiku 5\.5 con RAG,3,0\.6000000000000001,0\.8,12,0\.72/);
  });

  test("bank page reports retrieval hit@3 per question", async ({ page }) => {
    await page.goto("/banco");
    await expect(page.getByTestId("hit-p01")).toHaveText("✓");
    await expect(page.getByTestId("hit-p22")).toHaveText("—");
    await expect(page.getByTestId("hit-rate")).toContainText("/20");
  });
});
