import fs from "node:fs";
import { expect, test } from "@playwright/test";

test.describe("effects across the matrix", () => {
  test("after the whole simulated matrix: every factor's paired effects, forest plot, CSV, and an effect opens its paired comparison", async ({ page }) => {
    await page.goto("/efectos?mode=simulated");
    const rows = page.getByTestId("effect-row");
    // 3 grounding pairs + 3 policy pairs + 15 tutor pairs.
    await expect(rows).toHaveCount(21);
    const grounding = rows.filter({ hasText: "notas recuperadas − sin notas" });
    await expect(grounding).toHaveCount(1);
    // Matched over 6 tutors × 3 policies, 25 questions each.
    await expect(grounding.locator("td").nth(6)).toHaveText("18");
    await expect(grounding.locator("td").nth(7)).toHaveText("25");
    await expect(page.getByTestId("effects-forest")).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/effects.png", fullPage: true });
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("effects-table-csv").click()]);
    const text = fs.readFileSync((await csv.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("factor,nivel_a,nivel_b,efecto,ic_bajo,ic_alto,p,prueba_exacta,p_holm,rechaza_holm,pares,preguntas,condiciones_a,condiciones_b");
    expect(lines).toHaveLength(22);
    await grounding.getByTestId("effect-compare").click();
    await expect(page).toHaveURL(/\/comparar\?mode=simulated&a=.*retrieved.*&b=.*none/);
    await expect(page.getByTestId("mcnemar")).toContainText("p =");
  });
});
