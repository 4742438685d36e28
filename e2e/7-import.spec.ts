import { expect, test } from "@playwright/test";
import { MatrixPage } from "./pages/MatrixPage";

test.describe("bring your own notes and bank", () => {
  test("import CSVs through the page, see a broken file's errors, run a condition on the new bank", async ({ page }) => {
    await page.goto("/banco");
    await page.getByTestId("import-name").fill("Química");
    await page.getByTestId("import-notes").setInputFiles("e2e/fixtures/import/notas.csv");
    await page.getByTestId("import-bank").setInputFiles("e2e/fixtures/import/banco-roto.csv");
    await page.getByTestId("import-submit").click();
    const errors = page.getByTestId("import-errors");
    await expect(errors).toContainText("clave duplicada: q1");
    await expect(errors).toContainText("nota desconocida: 9");
    await expect(errors).toContainText("la pregunta está vacía");
    await expect(page.getByTestId("active-bank")).not.toHaveText("Química");
    await page.screenshot({ path: "e2e/.artifacts/import-errors.png", fullPage: true });

    // The name survives the attempt; files are chosen again, as a browser requires.
    await expect(page.getByTestId("import-name")).toHaveValue("Química");
    await page.getByTestId("import-notes").setInputFiles("e2e/fixtures/import/notas.csv");
    await page.getByTestId("import-bank").setInputFiles("e2e/fixtures/import/banco.csv");
    await page.getByTestId("import-submit").click();
    await expect(page.getByTestId("import-ok")).toContainText("Química: versión 1 · 3 notas · 3 preguntas");
    await expect(page.getByTestId("active-bank")).toHaveText("Química");
    // Imported text is data: rendered as plain text, never executed.
    await expect(page.getByTestId("bank-questions")).toContainText("¿Quién descubrió el oxígeno?");
    await expect(page.locator("body")).toContainText("<script>window.__xss = true</script>");
    expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();

    const matrix = new MatrixPage(page);
    await matrix.open();
    await expect(page.getByTestId("bank-summary")).toContainText("«Química»");
    const id = "reference|retrieved|may-abstain";
    await matrix.run(id);
    await matrix.waitDone(id);
    await expect(matrix.counts(id)).toHaveText("3 correctas · 0 incorrectas · 0 abstenciones");
    await page.screenshot({ path: "e2e/.artifacts/import-matrix.png" });
    // Back to the seed's bank for anything that follows.
    await page.goto("/banco");
    await page.getByTestId("bank-select").selectOption("Cuaderno Vivo (semilla)");
    await page.getByRole("button", { name: "Usar" }).click();
    await expect(page.getByTestId("active-bank")).toHaveText("Cuaderno Vivo (semilla)");
  });
});
