import { expect, test } from "@playwright/test";
import { MatrixPage } from "./pages/MatrixPage";

test.describe("simulated mode", () => {
  test("run the whole matrix: all 54 cells fill with counts; the seed's cells replay the seed", async ({ page }) => {
    const matrix = new MatrixPage(page);
    await matrix.open("simulated");
    await expect(page.getByTestId("simulated-banner")).toBeVisible();
    await expect(page.getByTestId("run-matrix")).toContainText(/\(\d+\)/);
    await page.getByTestId("run-matrix").click();
    await expect(page.getByTestId("matrix-progress")).toBeVisible();
    await expect(page.locator('td[data-testid^="cell-"][data-status="done"]')).toHaveCount(54, { timeout: 60_000 });
    await expect(page.locator('[data-testid="cell-counts"]')).toHaveCount(54);
    await expect(matrix.counts("claude-haiku-5-5|none|may-abstain")).toHaveText("15 ✓ · 8 ✗ · 2 N");
    await expect(matrix.counts("claude-haiku-5-5|retrieved|may-abstain")).toHaveText("20 ✓ · 4 ✗ · 1 N");
    await expect(matrix.counts("claude-sonnet-5-5|retrieved|may-abstain")).toHaveText("22 ✓ · 1 ✗ · 2 N");
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
    await expect(page.getByTestId("planted")).toContainText("mixed");
    await expect(page.getByTestId("prompt")).toContainText('<nota id="8">');
    await page.getByTestId("next").click();
    await expect(page.getByTestId("ficha-title")).toContainText("p22");
    await page.screenshot({ path: "e2e/.artifacts/ficha.png", fullPage: true });
  });

  test("bank page reports retrieval hit@3 per question", async ({ page }) => {
    await page.goto("/banco");
    await expect(page.getByTestId("hit-p01")).toHaveText("✓");
    await expect(page.getByTestId("hit-p22")).toHaveText("—");
    await expect(page.getByTestId("hit-rate")).toContainText("/20");
  });
});
