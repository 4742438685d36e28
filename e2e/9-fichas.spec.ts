import { expect, test } from "@playwright/test";
import { MatrixPage } from "./pages/MatrixPage";

test.describe("the list of every ficha", () => {
  test("all runs of the bank in a mode, filtered and paged on the server; a row opens its ficha and its run", async ({ page }) => {
    const matrix = new MatrixPage(page);
    await matrix.open("simulated");
    for (const id of ["claude-haiku-5-5|none|may-abstain", "claude-sonnet-5-5|retrieved|may-abstain", "reference|all|must-answer", "extractive|retrieved|verify", "always-abstain|none|must-answer"]) {
      if ((await matrix.cell(id).getAttribute("data-status")) !== "done") {
        await matrix.run(id);
        await matrix.waitDone(id);
      }
    }
    await page.goto("/fichas?mode=simulated");
    const summary = page.getByTestId("ficha-list-summary");
    await expect(summary).toContainText("fichas de");
    const total = Number((await summary.textContent())!.match(/^(\d+) fichas/)![1]);
    expect(total).toBeGreaterThanOrEqual(125);
    await expect(summary).toContainText(`página 1 / ${Math.ceil(total / 100)}`);
    await expect(page.getByTestId("ficha-row")).toHaveCount(100);
    await page.screenshot({ path: "e2e/.artifacts/fichas.png", fullPage: true });
    await page.getByTestId("ficha-list-next").click();
    await expect(summary).toContainText(`página 2 / ${Math.ceil(total / 100)}`);
    // Filter: incorrect answers only; every row says so.
    await page.getByTestId("ficha-filters").getByRole("link", { name: "incorrecta", exact: true }).click();
    await expect(summary).toContainText("página 1 /");
    const rows = page.getByTestId("ficha-row");
    const n = await rows.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) await expect(rows.nth(i)).toContainText("incorrecta");
    // One condition only.
    await page.getByTestId("ficha-list-condition").selectOption("claude-haiku-5-5|none|may-abstain");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(summary).toContainText("8 fichas de 1 ejecuciones");
    await rows.first().getByTestId("ficha-run").getByRole("link").click();
    await expect(page.getByTestId("condition-title")).toContainText("Haiku 5.5 sin RAG");
    // The condition links to its calibration and verifier views and to its fichas.
    const links = page.getByTestId("condition-links");
    await expect(links.getByRole("link", { name: "Calibración →" })).toHaveAttribute("href", "/calibracion?mode=simulated&c=claude-haiku-5-5%7Cnone%7Cmay-abstain");
    await expect(links.getByRole("link", { name: "Verificador →" })).toHaveAttribute("href", "/verificador?mode=simulated&c=claude-haiku-5-5%7Cnone%7Cmay-abstain");
    await links.getByRole("link", { name: "Calibración →" }).click();
    await expect(page.getByTestId("summary-row")).toHaveCount(1);
    await expect(page.getByTestId("summary-row")).toContainText("Haiku 5.5 sin RAG");
    await page.goBack();
    await page.goBack();
    await rows.first().getByRole("link").first().click();
    await expect(page.getByTestId("ficha-title")).toBeVisible();
  });
});
