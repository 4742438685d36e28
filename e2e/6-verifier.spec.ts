import { expect, test } from "@playwright/test";
import { MatrixPage } from "./pages/MatrixPage";

test.describe("verifier", () => {
  test("abstain + verify on a simulated condition: confusion table per layer, a verifier pass, open a false alarm", async ({ page }) => {
    const matrix = new MatrixPage(page);
    await matrix.open("simulated");
    const id = "claude-haiku-5-5|retrieved|verify";
    if ((await matrix.cell(id).getAttribute("data-status")) !== "done") {
      await matrix.run(id);
      await matrix.waitDone(id);
    }
    await page.goto(`/verificador?mode=simulated&c=${encodeURIComponent(id)}&c=${encodeURIComponent("claude-haiku-5-5|retrieved|may-abstain")}`);
    const report = page.getByTestId("judge-report").first();
    await expect(report).toContainText("detector local");
    await expect(report.getByTestId("layer-1+2+3")).toContainText("/");
    // A verifier pass over the seed's Haiku con RAG run with the local detector, per claim.
    await page.getByTestId("verify-claims").check();
    await page.getByTestId("verify-run").click();
    // One report per run, judge and mode: the claim-mode pass adds one for each of the two runs.
    await expect(page.getByTestId("judge-report").filter({ hasText: "por afirmaciones" })).toHaveCount(2, { timeout: 20_000 });
    await page.screenshot({ path: "e2e/.artifacts/verifier.png", fullPage: true });
    // The detector's errors on the simulated runs (realistic phrasing) are listed and open their ficha.
    const items = page.getByTestId("discordant-item");
    if ((await items.count()) > 0) {
      await items.first().getByRole("link").click();
      await expect(page.getByTestId("verifications")).toContainText("detector-local");
      await page.goBack();
    }
    // p02's paraphrase of the seed (a false alarm before) is supported: open p02 of the seed's Haiku con RAG run.
    await page.goto(`/condicion/${encodeURIComponent("claude-haiku-5-5|retrieved|may-abstain")}?mode=simulated`);
    await page.getByRole("link", { name: "p02" }).first().click();
    await expect(page.getByTestId("verifications")).toContainText("detector-local");
    await expect(page.getByTestId("verifications")).toContainText("respaldada");
    await page.screenshot({ path: "e2e/.artifacts/verifier-ficha.png", fullPage: true });
  });

  test("the seed's verifier example from the page: its verdicts replayed on its Haiku con RAG run, one labelled report per run, live status", async ({ page }) => {
    await page.goto(`/verificador?mode=simulated&c=${encodeURIComponent("claude-haiku-5-5|retrieved|may-abstain")}`);
    await page.getByTestId("verify-judge").selectOption("semilla-replica");
    await page.getByTestId("verify-run").click();
    const report = page.getByTestId("judge-report").filter({ hasText: "veredictos de la semilla (réplica)" });
    await expect(report).toHaveCount(1, { timeout: 20_000 });
    await expect(report).toContainText("Haiku 5.5 con RAG · Ejecución");
    await expect(report.getByTestId("layer-1+2+3")).toContainText("3/4 = 0.75");
    await expect(report.getByTestId("layer-1+2+3")).toContainText("4/25 = 0.16 [0.06, 0.35] → 1/25 = 0.04");
    await expect(report.getByTestId("discordant-item")).toHaveCount(2);
    await expect(report.getByTestId("discordant-item").first()).toContainText("p17");
    await expect(page.getByTestId("verify-status")).toHaveText("Verificación terminada.", { timeout: 20_000 });
    await page.screenshot({ path: "e2e/.artifacts/verifier-seed.png", fullPage: true });
  });
});
