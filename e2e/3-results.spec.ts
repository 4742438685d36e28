import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { MatrixPage } from "./pages/MatrixPage";

function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test.describe("grading and results", () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const matrix = new MatrixPage(page);
    await matrix.open("simulated");
    for (const id of ["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|may-abstain", "claude-sonnet-5-5|retrieved|may-abstain"]) {
      if ((await matrix.cell(id).getAttribute("data-status")) !== "done") {
        await matrix.run(id);
        await matrix.waitDone(id);
      }
    }
    await page.close();
  });

  test("Tables 1 and 2, the Wilson chart and the heatmap show the seed's numbers; CSV and PNG download", async ({ page }) => {
    await page.goto("/resultados?mode=simulated");
    const t1 = page.getByTestId("table1-row");
    await expect(t1).toHaveCount(3);
    await expect(t1.nth(0)).toContainText("Haiku 5.5 sin RAG");
    await expect(t1.nth(0)).toContainText("0.32 (8/25)");
    await expect(t1.nth(1)).toContainText("0.16 (4/25)");
    await expect(t1.nth(2)).toContainText("[0.007, 0.195]");
    const t2 = page.getByTestId("table2-row");
    await expect(t2.nth(1)).toContainText("0.064");
    await expect(t2.nth(1)).toContainText("0.347");
    await expect(t2.nth(2)).toContainText("-0.037");
    await expect(page.getByTestId("wilson-chart")).toContainText("8/25");
    await expect(page.getByTestId("heat-claude-haiku-5-5|retrieved|may-abstain")).toHaveAttribute("title", /4\/25 = 0\.16 \[0\.06, 0\.35\]/);
    await page.screenshot({ path: "e2e/.artifacts/results.png", fullPage: true });

    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("table2-csv").click()]);
    expect(csv.suggestedFilename()).toMatch(/^veraz-table2-simulated-banco-[0-9a-f]{12}-\d{8}-\d{4}\.csv$/);
    const text = fs.readFileSync((await csv.path())!, "utf8");
    expect(text).toContain("Sonnet 5.5 con RAG,claude-sonnet-5-5|retrieved|may-abstain,1,25,0.04,0.007096050386699165");

    const [png] = await Promise.all([page.waitForEvent("download"), page.getByTestId("wilson-chart-png").click()]);
    expect(png.suggestedFilename()).toMatch(/^veraz-alucinacion-wilson-simulated-banco-[0-9a-f]{12}\.png$/);
    const buf = fs.readFileSync((await png.path())!);
    const size = pngSize(buf);
    expect(size.width).toBeGreaterThan(800);
    expect(buf.length).toBeGreaterThan(20_000);
    fs.copyFileSync((await png.path())!, "e2e/.artifacts/wilson-chart-download.png");

    const [svg] = await Promise.all([page.waitForEvent("download"), page.getByTestId("wilson-chart-svg").click()]);
    const svgText = fs.readFileSync((await svg.path())!, "utf8");
    expect(svgText).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svgText).toContain("4/25");

    // Every table's PNG holds the whole element: nothing sliced off at the bottom. The image is trimmed to what was
    // drawn, so a cut-off table would end in drawn pixels; its last rows are blank margin, and it is at least as tall
    // as the element at 2×.
    for (const id of ["table1", "table2"]) {
      const box = (await page.getByTestId(id).boundingBox())!;
      const [tablePng] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`${id}-png`).click()]);
      const buf = fs.readFileSync((await tablePng.path())!);
      fs.copyFileSync((await tablePng.path())!, `e2e/.artifacts/${id}-download.png`);
      const size = pngSize(buf);
      expect(size.height).toBeGreaterThanOrEqual(Math.floor(2 * box.height) - 2);
      const blankBottom = await page.evaluate(async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement("canvas");
        c.width = img.width;
        c.height = img.height;
        const ctx = c.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        const d = ctx.getImageData(0, img.height - 6, img.width, 6).data;
        return d.every((v, i) => i % 4 === 3 || v >= 250);
      }, buf.toString("base64"));
      expect(blankBottom).toBe(true);
    }
  });

  test("grade five fichas blind with the keyboard; Table 1 follows; undo", async ({ page }) => {
    await page.goto("/calificar");
    const card = page.getByTestId("blind-card");
    await expect(card).toBeVisible();
    // The condition and tutor are not on the page.
    await expect(page.locator("body")).not.toContainText("Haiku");
    await expect(page.locator("body")).not.toContainText("Sonnet");
    const graded: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await card.getAttribute("data-ficha");
      graded.push(id!);
      // Keys work once the page is hydrated and no grade is in flight; the card says when.
      await expect(card).toHaveAttribute("data-keys", "ready");
      await page.keyboard.press("x");
      await expect(card).not.toHaveAttribute("data-ficha", id!);
    }
    await expect(page.getByTestId("grading-progress-count")).toHaveText(/^5\//);
    // Elapsed and remaining time come from the grades' own times.
    await expect(page.getByTestId("grading-progress-time")).not.toContainText("—");
    await expect(page.getByTestId("agreement-people-summary")).toContainText("/5");
    await page.screenshot({ path: "e2e/.artifacts/grading.png", fullPage: true });
    await expect(card).toHaveAttribute("data-keys", "ready");
    await page.keyboard.press("u");
    await expect(page.getByTestId("grading-progress-count")).toHaveText(/^4\//);
    await expect(card).toHaveAttribute("data-ficha", graded[4]!);
    // The person's grades are in the history of the ficha and change the tables.
    await page.goto("/condicion/claude-haiku-5-5%7Cretrieved%7Cmay-abstain?mode=simulated");
    const [fichasCsv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("fichas-table-csv").click()]);
    expect(fs.readFileSync((await fichasCsv.path())!, "utf8")).toContain("Al aire libre y también en el taller");
    await page.goto(`/ficha/${graded[0]}`);
    await expect(page.getByTestId("grade-history")).toContainText("persona");
    await expect(page.getByTestId("grade")).toContainText("X →");
  });

  test("graders side by side: run the offline grader over every finished run, see its agreement with people and planted truth", async ({ page }) => {
    await page.goto("/calificar");
    await page.getByTestId("graders-link").click();
    await expect(page).toHaveURL(/\/calificar\/calificadores$/);
    await page.getByTestId("grade-grader").selectOption("auto");
    await page.getByTestId("grade-run").click();
    const row = page.getByTestId("grader-row-veraz-autograder-2");
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    // The row shows fichas graded, agreement with planted truth as k/n = p [low, high] and κ.
    await expect(row).toContainText(/\d+\/\d+ = \d\.\d\d \[\d\.\d\d, \d\.\d\d\] · κ/);
    await expect(page.getByTestId("graders-table")).toContainText("veraz sin conexión v2");
    await page.getByTestId("graders").screenshot({ path: "e2e/.artifacts/graders.png" });
  });

  test("compare two conditions: discordant pairs side by side, exact McNemar, open one", async ({ page }) => {
    await page.goto("/comparar?mode=simulated&a=claude-haiku-5-5%7Cnone%7Cmay-abstain&b=claude-sonnet-5-5%7Cretrieved%7Cmay-abstain");
    await expect(page.getByTestId("mcnemar")).toContainText("p =");
    const rows = page.getByTestId("discordant-row");
    expect(await rows.count()).toBeGreaterThan(0);
    await page.screenshot({ path: "e2e/.artifacts/compare.png", fullPage: true });
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("compare-export-csv").click()]);
    const text = fs.readFileSync((await csv.path())!, "utf8");
    expect(text.startsWith("\uFEFFclave,")).toBe(true);
    // The test's figures travel in the JSON sidecar beside the CSV, not as "# " lines.
    const sidecar = await (await page.request.get((await page.getByTestId("compare-export-meta").getAttribute("href"))!)).json();
    expect(sidecar.provenance.join(" ")).toContain("McNemar exacta: b=0, c=7");
    expect(text.match(/,solo B\r\n/g)).toHaveLength(7);
    await rows.first().getByRole("link").first().click();
    await expect(page.getByTestId("ficha-title")).toBeVisible();
  });

  test("rates corrected for the grader: grade part of a random sample, see the PPI++ rate with n and λ in Table 1 and the CSV", async ({ page }) => {
    await page.goto("/calificar/calificadores");
    // The seed's three simulated configurations are chosen by default.
    await expect(page.getByTestId("sample-runs").locator("option:checked")).toHaveCount(3);
    await page.getByTestId("sample-size").fill("30");
    await page.getByTestId("sample-seed").fill("11");
    await page.getByTestId("sample-create").click();
    await expect(page.getByTestId("sample-section")).toContainText("Muestra creada");
    await page.getByTestId("sample-section").screenshot({ path: "e2e/.artifacts/sample-form.png" });
    await page.getByTestId("sample-grade-link").click();
    await expect(page.getByTestId("sample-status")).toContainText("30 fichas");
    await expect(page).toHaveURL(/muestra=1/);
    const card = page.getByTestId("blind-card");
    // The whole sample: its order is uniform over the three runs' fichas, so a shorter prefix can leave a run with fewer
    // than the two graded fichas the correction needs (12 of 30 did about one time in seven).
    const graded = 30;
    try {
      for (let i = 0; i < graded; i++) {
        const id = await card.getAttribute("data-ficha");
        await expect(card).toHaveAttribute("data-keys", "ready");
        await page.keyboard.press(i % 3 === 0 ? "x" : "r");
        if (i < graded - 1) await expect(card).not.toHaveAttribute("data-ficha", id!);
      }
      await expect(page.getByTestId("sample-status")).toContainText(`: ${graded}.`);
      await page.goto("/resultados?mode=simulated");
      const ppi = page.getByTestId("table1-ppi");
      // Each of the seed's three rows now has people's grades from the sample: the corrected rate, its interval, n and λ.
      await expect(ppi).toHaveCount(3);
      for (const cell of await ppi.all()) {
        await expect(cell).toContainText("λ");
        await expect(cell).toContainText(/\d\.\d\d \[/);
      }
      await page.getByTestId("table1").screenshot({ path: "e2e/.artifacts/table1-ppi.png" });
      // The chart shows the corrected rates beside the uncorrected ones.
      await expect(page.getByTestId("wilson-chart-corrected")).toContainText("PPI++");
      await expect(page.getByTestId("wilson-chart")).toContainText(/n=\d+/);
      await page.getByTestId("wilson-chart").screenshot({ path: "e2e/.artifacts/wilson-ppi.png" });
      const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("table1-csv").click()]);
      const text = fs.readFileSync((await csv.path())!, "utf8");
      const lines = text.replace(/^\uFEFF/, "").split(/\r\n/).filter(Boolean);
      const header = lines[0]!.split(",");
      const col = header.indexOf("tasa_corregida_ppi");
      expect(col).toBeGreaterThan(0);
      expect(lines.slice(1).some((l) => /^\d/.test(l.split(",")[header.indexOf("ppi_lambda")] ?? ""))).toBe(true);
      // And the matrix, on hover or focus of the seed's cells.
      await page.goto("/?mode=simulated");
      await expect(page.getByTestId("cell-claude-haiku-5-5|retrieved|may-abstain").getByTestId("cell-corrected")).toContainText("PPI++");
    } finally {
      // Leave the grades as they were for the specs that follow, whether or not the checks above passed.
      await page.goto("/calificar?muestra=1");
      const prefix = async () => Number(/: (\d+)\.\s*$/.exec((await page.getByTestId("sample-status").textContent()) ?? "")?.[1] ?? "0");
      // One undo at a time: press, then wait for the graded stretch to shrink; a keypress lost during a refresh is pressed
      // again on the next turn, and the stretch is read afresh each turn, so a slow refresh never undoes twice unseen.
      for (let turn = 0; turn < 200; turn++) {
        const before = await prefix();
        if (before === 0) break;
        await page.keyboard.press("u");
        await expect.poll(prefix, { timeout: 5000 }).toBeLessThan(before).catch(() => undefined);
      }
      expect(await prefix()).toBe(0);
    }
  });
});
