import { expect, test } from "@playwright/test";
import { E2E_FAKE_API } from "../playwright.config";
import { MatrixPage } from "./pages/MatrixPage";

test.describe("a real run through the Message Batches API (local stand-in)", () => {
  test("choose batches with both prices shown, watch the batch state and fichas arrive, open a ficha from the batch", async ({ page, request }) => {
    // Batches stay in progress for 4 s; p05 comes back errored once (retried in a second batch).
    await request.post(`${E2E_FAKE_API}/__script`, { data: { batch: { processingMs: 4000 }, rules: [{ match: "p05", action: { kind: "errored" }, times: 1 }] } });
    const before = (await (await request.get(`${E2E_FAKE_API}/__stats`)).json()) as { batchCreates: number };
    const matrix = new MatrixPage(page);
    await matrix.open();
    // "Run the whole matrix" shows what its paid calls would cost, direct and batched, and lets one choose.
    await expect(page.getByTestId("run-matrix-estimate")).toContainText("llamadas");
    await expect(page.getByTestId("run-matrix-estimate")).toContainText("por lotes ≈");
    await expect(page.getByTestId("run-matrix-engine")).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/batch-matrix.png" });
    const id = "claude-sonnet-5-5|retrieved|may-abstain";
    const estimate = matrix.cell(id).getByTestId("cell-estimate");
    await expect(estimate).toContainText("≈ 25 llamadas");
    await expect(estimate).toContainText("por lotes ≈");
    // 25 calls are below the default threshold (100): "automatic" would send them directly.
    await expect(page.getByTestId(`engine-${id}`).locator("option").first()).toHaveText("automático: directo");
    await page.getByTestId(`engine-${id}`).selectOption("batch");
    await matrix.cell(id).screenshot({ path: "e2e/.artifacts/batch-cell.png" });
    await matrix.run(id);
    await expect(matrix.cell(id).getByTestId("cell-batch")).toHaveText("lotes");
    await matrix.cell(id).getByTestId("cell-link").click();

    const panel = page.getByTestId("batch-panel");
    await expect(panel.getByTestId("batch-row").first()).toHaveAttribute("data-status", "in_progress", { timeout: 10_000 });
    await expect(page.getByTestId("batch-summary")).toContainText("Lotes: 1 · 25 peticiones · 0 completadas · 0 con error · 0 expiradas · 0 canceladas · 25 en proceso");
    await expect(panel.getByTestId("batch-row").first()).toContainText("msgbatch_fake_");
    await expect(page.getByTestId("run-engine")).toHaveText("lotes");
    await page.screenshot({ path: "e2e/.artifacts/batch-in-progress.png", fullPage: true });

    // The page refreshes itself: the batch ends, 24 answers arrive, p05 goes again in a second batch.
    await expect(page.getByTestId("batch-summary")).toContainText("Lotes: 2 · 26 peticiones · 25 completadas · 1 con error", { timeout: 30_000 });
    await expect(page.getByTestId("run-row").first()).toContainText("terminada 25/25", { timeout: 30_000 });
    await expect(panel.getByTestId("batch-row")).toHaveCount(2);
    for (const row of await panel.getByTestId("batch-row").all()) await expect(row).toHaveAttribute("data-status", "downloaded");
    await expect(page.getByTestId("run-cost")).toContainText("USD");
    await page.screenshot({ path: "e2e/.artifacts/batch-done.png", fullPage: true });

    await page.getByTestId("ficha-row").first().getByRole("link").click();
    await expect(page.getByTestId("ficha-title")).toContainText("p01");
    await expect(page.getByTestId("ficha-batch")).toContainText("Respondida en el lote msgbatch_fake_");
    await expect(page.getByTestId("parsed-answer")).toContainText("A los valores extremos de la muestra");
    await page.screenshot({ path: "e2e/.artifacts/batch-ficha.png", fullPage: true });

    const after = (await (await request.get(`${E2E_FAKE_API}/__stats`)).json()) as { batchCreates: number };
    expect(after.batchCreates - before.batchCreates).toBe(2);
  });

  test("bias cards written by Claude by batches: the experiment page shows the batch, then the 120 cards", async ({ page, request }) => {
    test.setTimeout(180_000);
    await request.post(`${E2E_FAKE_API}/__script`, { data: { batch: { processingMs: 2500 } } });
    await page.goto("/sesgo");
    await page.getByTestId("bias-generator").selectOption("claude-haiku-5-5");
    await page.getByTestId("bias-engine").selectOption("batch");
    await page.getByTestId("bias-create").click();
    await expect(page.getByTestId("experiment-title")).toBeVisible();
    const panel = page.getByTestId("bias-batches");
    await expect(panel.getByTestId("batch-row").first()).toHaveAttribute("data-status", "in_progress", { timeout: 10_000 });
    await expect(panel.getByTestId("batch-summary")).toContainText("Lotes: 1 · 120 peticiones");
    await page.screenshot({ path: "e2e/.artifacts/bias-batches.png", fullPage: true });
    // The stand-in finishes the batch in 2.5 s; the wait is long only so a busy CI machine cannot fail it (speed is
    // measured by the benchmarks, not here).
    await expect(panel.getByTestId("batch-row").first()).toHaveAttribute("data-status", "downloaded", { timeout: 90_000 });
    await expect(panel.getByTestId("batch-summary")).toContainText("120 completadas");
    await expect(page.getByTestId("experiment-title")).toBeVisible();
    await expect(page.locator("body")).toContainText("120 tarjetas", { timeout: 30_000 });
  });
});
