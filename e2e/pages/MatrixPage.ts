import { type Locator, type Page, expect } from "@playwright/test";

/** Page object of the Matriz (home) page. */
export class MatrixPage {
  constructor(readonly page: Page) {}

  async open(mode: "real" | "simulated" = "real") {
    await this.page.goto(`/?mode=${mode}`);
    await expect(this.page.getByTestId("matrix")).toBeVisible();
  }

  cells(): Locator {
    return this.page.locator('td[data-testid^="cell-"]');
  }

  cell(conditionId: string): Locator {
    return this.page.getByTestId(`cell-${conditionId}`);
  }

  runButton(conditionId: string): Locator {
    return this.page.getByTestId(`run-${conditionId}`);
  }

  async run(conditionId: string) {
    await this.runButton(conditionId).click();
  }

  /** Waits, without reloading, until the cell's run is done. */
  async waitDone(conditionId: string, timeout = 30_000) {
    await expect(this.cell(conditionId)).toHaveAttribute("data-status", "done", { timeout });
  }

  counts(conditionId: string): Locator {
    return this.cell(conditionId).getByTestId("cell-counts");
  }
}
