import { expect, test } from "@playwright/test";
import { MatrixPage } from "./pages/MatrixPage";

async function setBudget(page: import("@playwright/test").Page, usd: string) {
  await page.goto("/ajustes");
  const form = page.getByTestId("budget-form");
  await form.locator('input[name="budget"]').fill(usd);
  await form.getByRole("button").click();
  await expect(form).toContainText("Guardado");
}

test.describe("the monthly budget", () => {
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await setBudget(page, "10");
    await page.close();
  });

  test("Ajustes shows the month's spending and edits the budget; a cell that does not fit says so and is refused with the sentence", async ({ page }) => {
    await page.goto("/ajustes");
    await expect(page.getByTestId("budget-form").locator('input[name="budget"]')).toHaveValue("10");
    // The Haiku run of the previous spec was paid: the month shows it.
    await expect(page.getByTestId("budget-status")).toContainText(/gastado 0\.0\d+ USD/);
    await expect(page.getByTestId("budget-status")).toContainText("de 10.00 USD");
    // Refused on the server (zod), with its sentence; the budget is unchanged.
    await page.getByTestId("budget-form").locator('input[name="budget"]').fill("2000000");
    await page.getByTestId("budget-form").getByRole("button").click();
    await expect(page.getByTestId("budget-form").getByRole("alert")).toContainText("como mucho 1.000.000 USD");
    await page.reload();
    await expect(page.getByTestId("budget-form").locator('input[name="budget"]')).toHaveValue("10");
    await setBudget(page, "0.0001");
    await expect(page.getByTestId("budget-status")).toContainText(/queda 0 USD de 0\.0001/);
    await page.screenshot({ path: "e2e/.artifacts/ajustes-budget.png", fullPage: true });

    const matrix = new MatrixPage(page);
    await matrix.open();
    await expect(page.getByTestId("matrix-budget")).toContainText(/queda 0 USD de 0\.0001/);
    const id = "claude-sonnet-5-5|all|may-abstain";
    await expect(matrix.cell(id).getByTestId("cell-click-cost")).toContainText("no cabe en el presupuesto");
    await matrix.run(id);
    const alert = matrix.cell(id).getByRole("alert");
    await expect(alert).toContainText("presupuesto mensual insuficiente: ≈ 0.");
    await expect(alert).toContainText("quedan 0.0000 de 0.0001 USD este mes");
    await expect(matrix.cell(id)).toHaveAttribute("data-status", "none");
    await matrix.cell(id).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/.artifacts/matrix-budget-refusal.png" });

    await setBudget(page, "10");
    await matrix.open();
    await expect(matrix.cell(id).getByTestId("cell-click-cost")).toContainText("este clic ≈");
  });
});
