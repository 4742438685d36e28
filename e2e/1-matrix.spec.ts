import { expect, test } from "@playwright/test";
import { MatrixPage } from "./pages/MatrixPage";

test.describe("Matriz", () => {
  test("shows the 54 conditions, runs two baselines live and shows their results", async ({ page }) => {
    const matrix = new MatrixPage(page);
    await matrix.open();
    await expect(matrix.cells()).toHaveCount(54);
    await expect(page.getByTestId("bank-summary")).toContainText("25");
    // The seed's configurations are named cells.
    await expect(matrix.cell("claude-haiku-5-5|retrieved|may-abstain").getByTestId("seed-name")).toHaveText("Haiku 5.5 con RAG");
    // Claude cannot run here (no key): the reason stands once on its row; its cells are quiet (no button, no text).
    await expect(page.getByTestId("row-claude-haiku-5-5").getByTestId("row-reason")).toContainText("ANTHROPIC_API_KEY");
    await expect(matrix.runButton("claude-haiku-5-5|none|may-abstain")).toHaveCount(0);
    await expect(page.getByTestId("row-claude-haiku-5-5").getByText("ANTHROPIC_API_KEY")).toHaveCount(1);
    // First view: the seed's study in one click, and what real mode needs.
    await expect(page.getByTestId("welcome")).toBeVisible();
    await expect(page.getByTestId("welcome-real")).toContainText("ANTHROPIC_API_KEY");
    await page.screenshot({ path: "e2e/.artifacts/matrix-first-view.png", fullPage: true });

    // A marker on window survives soft refreshes but not a reload.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    const reference = "reference|retrieved|may-abstain";
    await matrix.run(reference);
    // Progress appears and advances without a reload.
    await expect(matrix.cell(reference)).toHaveAttribute("data-status", /queued|running|done/);
    await matrix.waitDone(reference);
    await expect(matrix.counts(reference)).toHaveText("25 correctas · 0 incorrectas · 0 abstenciones");
    // Read at a glance: the rate on the heatmap's scale with its interval bar; details on focus.
    await expect(matrix.cell(reference).getByTestId("cell-rate")).toHaveText("0.00");
    await expect(matrix.cell(reference).getByTestId("cell-interval-bar")).toBeVisible();
    await matrix.cell(reference).focus();
    await expect(matrix.cell(reference).getByTestId("cell-details")).toBeVisible();
    await expect(matrix.cell(reference).getByTestId("cell-hallucination")).toContainText("0/25");

    const abstain = "always-abstain|none|may-abstain";
    await matrix.run(abstain);
    await matrix.waitDone(abstain);
    await expect(matrix.counts(abstain)).toHaveText("5 correctas · 0 incorrectas · 20 abstenciones");
    await expect(matrix.cell(abstain).getByTestId("cell-abstention")).toContainText("20/25");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    await page.screenshot({ path: "e2e/.artifacts/matrix.png", fullPage: true });
  });

  test("asking twice for a running condition starts one run", async ({ page }) => {
    const matrix = new MatrixPage(page);
    await matrix.open();
    const id = "reference|none|must-answer";
    // Two submissions of the same page in the same tick: the server must start one run, even when
    // the first run finishes before the second submission arrives (the form says which run it saw).
    await matrix.runButton(id).evaluate((button) => {
      const form = (button as HTMLButtonElement).form!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(matrix.cell(id).getByTestId("cell-status")).toContainText(/repetición 1/);
    await matrix.waitDone(id);
    await expect(matrix.cell(id).getByTestId("cell-status")).toContainText("repetición 1");
  });

  test("switches the UI to English", async ({ page }) => {
    const matrix = new MatrixPage(page);
    await matrix.open();
    await page.getByTestId("lang-en").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Condition matrix");
    await page.getByTestId("lang-es").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Matriz de condiciones");
  });

  test("one mode for the whole app: chosen once, kept by every page, shown in the header", async ({ page }) => {
    await page.goto("/?mode=real");
    await expect(page.getByTestId("mode-switch")).toHaveAttribute("data-mode", "real");
    for (const path of ["/resultados", "/calibracion", "/verificador", "/comparar", "/fichas", "/efectos"]) {
      await page.goto(path);
      await expect(page.getByTestId("mode-switch"), path).toHaveAttribute("data-mode", "real");
    }
    await page.getByTestId("mode-simulated").click();
    await expect(page).toHaveURL(/mode=simulated/);
    for (const path of ["/", "/resultados", "/fichas"]) {
      await page.goto(path);
      await expect(page.getByTestId("mode-switch"), path).toHaveAttribute("data-mode", "simulated");
    }
    await page.getByTestId("mode-switch").screenshot({ path: "e2e/.artifacts/mode-switch.png" });
  });
});
