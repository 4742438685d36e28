import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_FAKE_API, E2E_OA_KEY, E2E_OA_KEY_ENV } from "../playwright.config";
import { MatrixPage } from "./pages/MatrixPage";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Answers of "the user's app" for the seed's bank: right except p01 (wrong) and p02 (abstains). */
const data = JSON.parse(fs.readFileSync("lib/dataset/seed_data.json", "utf8")) as { banco: { clave: string; referencia: string; id_nota: number | null; tipo: string }[] };

function answersCsv(broken = false): string {
  const rows = data.banco.map((q, i) => {
    const texto = i === 0 ? "A la mediana de los datos" : i === 1 || q.tipo !== "con respuesta" ? "No aparece en sus notas" : q.referencia;
    const nota = i === 1 || q.tipo !== "con respuesta" ? "" : String(q.id_nota);
    return `${q.clave},"${texto}",${nota},0.8`;
  });
  if (broken) {
    rows[0] = rows[0]!.replace(/,0\.8$/, ",7");
    rows[3] = "p99,hola,,0.5";
  }
  return ["clave,texto,id_nota,confianza", ...rows].join("\n");
}

test.describe("your own tutor under test", () => {
  test("add an OpenAI-compatible tutor in Ajustes, run its cell from the matrix; its key never reaches pages, bundle, database or exports", async ({ page, request }) => {
    await page.goto("/ajustes");
    const form = page.getByTestId("tutor-add-form");
    await form.getByTestId("tutor-id").fill("mi-servidor");
    await form.getByTestId("tutor-label").fill("Mi servidor (vLLM)");
    await form.getByTestId("tutor-kind").selectOption("openai-compatible");
    await form.getByTestId("tutor-model").fill("eco");
    // A wrong URL is refused with the field named, and what was typed stays.
    await form.getByTestId("tutor-baseUrl").fill("127.0.0.1/v1");
    await form.getByTestId("tutor-add").click();
    await expect(page.getByTestId("tutor-error")).toContainText("http");
    await expect(form.getByTestId("tutor-model")).toHaveValue("eco");
    await form.getByTestId("tutor-baseUrl").fill(`${E2E_FAKE_API}/v1`);
    await form.getByTestId("tutor-apiKeyEnv").fill(E2E_OA_KEY_ENV);
    await form.getByTestId("tutor-concurrency").fill("2");
    await form.getByTestId("tutor-add").click();
    await expect(page.getByTestId("tutor-added")).toContainText("mi-servidor");
    await expect(page.getByTestId("tutor-key-mi-servidor")).toContainText(`${E2E_OA_KEY_ENV} · definida`);
    await page.getByTestId("tutors-section").screenshot({ path: "e2e/.artifacts/tutors-settings.png" });

    const matrix = new MatrixPage(page);
    await matrix.open();
    await expect(page.getByTestId("row-mi-servidor")).toContainText("Mi servidor (vLLM)");
    const id = "mi-servidor|retrieved|may-abstain";
    await expect(matrix.runButton(id)).toBeEnabled();
    await matrix.run(id);
    await matrix.waitDone(id);
    await expect(matrix.counts(id)).toHaveText("25 correctas · 0 incorrectas · 0 abstenciones");
    await page.getByTestId("row-mi-servidor").screenshot({ path: "e2e/.artifacts/user-tutor-row.png" });
    await matrix.cell(id).getByTestId("cell-link").click();
    await page.getByTestId("ficha-row").first().getByRole("link").click();
    await expect(page.getByTestId("prompt")).toContainText("Usted es el tutor del Cuaderno Vivo de Sofía");
    await expect(page.getByTestId("parsed-answer")).toContainText("A los valores extremos de la muestra");

    const stats = await (await request.get(`${E2E_FAKE_API}/__stats`)).json();
    expect(stats.apiKeys).toContain(E2E_OA_KEY);
    for (const url of ["/", "/ajustes", "/resultados?mode=real", `/condicion/${encodeURIComponent(id)}?mode=real`, "/efectos?mode=real"]) {
      expect(await (await request.get(url)).text()).not.toContain(E2E_OA_KEY);
    }
    for (const t of ["fichas?run=1", "table1.csv?mode=real", "table2.csv?mode=real"]) expect(await (await request.get(`/api/export/${t}`)).text()).not.toContain(E2E_OA_KEY);
    for (const f of filesUnder(".next/static")) expect(fs.readFileSync(f).includes(E2E_OA_KEY)).toBe(false);
    for (const f of filesUnder("e2e/.artifacts/db-claude")) expect(fs.readFileSync(f).includes(E2E_OA_KEY)).toBe(false);
  });

  test("import the answers of your own app: a broken file is refused row by row and writes nothing; a good one becomes a run whose ficha opens", async ({ page }) => {
    await page.goto("/ajustes#importar-respuestas");
    const form = page.getByTestId("answers-import-form");
    await form.getByTestId("answers-tutor").fill("mi-app");
    await form.getByTestId("answers-file").setInputFiles({ name: "respuestas.csv", mimeType: "text/csv", buffer: Buffer.from(answersCsv(true)) });
    await form.getByTestId("answers-import").click();
    const errors = page.getByTestId("answers-errors");
    await expect(errors).toContainText("No se importó nada");
    await expect(errors).toContainText("la confianza está fuera de [0, 1]");
    await expect(errors).toContainText("clave desconocida en el banco: p99");
    await expect(errors).toContainText("faltan respuestas para 1 preguntas del banco: p04");
    await form.screenshot({ path: "e2e/.artifacts/answers-import-errors.png" });
    await page.reload();
    await expect(page.getByTestId("tutor-row-mi-app")).toHaveCount(0);

    await form.getByTestId("answers-tutor").fill("mi-app");
    await form.getByTestId("answers-file").setInputFiles({ name: "respuestas.csv", mimeType: "text/csv", buffer: Buffer.from(answersCsv()) });
    await form.getByTestId("answers-import").click();
    // (The import grades, verifies and writes a whole run in one action: on a loaded 2-core machine it has taken over 5 s.)
    await expect(page.getByTestId("answers-imported")).toContainText("23 correctas, 1 incorrectas, 1 abstenciones (n = 25)", { timeout: 20_000 });
    await form.screenshot({ path: "e2e/.artifacts/answers-imported.png" });
    await page.getByTestId("answers-first-ficha").click();
    await expect(page.getByTestId("ficha-title")).toContainText("p01");
    await expect(page.getByTestId("parsed-answer")).toContainText("A la mediana de los datos");
    await page.screenshot({ path: "e2e/.artifacts/imported-ficha.png", fullPage: true });
    // The imported tutor is a row of the matrix, with its run in the cell and no run button.
    const matrix = new MatrixPage(page);
    await matrix.open();
    await expect(matrix.counts("mi-app|retrieved|may-abstain")).toHaveText("23 correctas · 1 incorrectas · 1 abstenciones");
    // It is never run, only imported: no run button in its cells; the row says why.
    await expect(page.getByTestId("row-mi-app").locator('[data-testid^="run-"]')).toHaveCount(0);
    await expect(page.getByTestId("row-mi-app")).toContainText("respuestas importadas");
    await page.getByTestId("row-mi-app").screenshot({ path: "e2e/.artifacts/answers-tutor-row.png" });
  });

  test("a Claude model id the API rejects: the cell says so; corrected in Ajustes, the cell runs", async ({ page }) => {
    await page.goto("/ajustes");
    const form = page.getByTestId("tutor-add-form");
    await form.getByTestId("tutor-id").fill("mi-claude");
    await form.getByTestId("tutor-kind").selectOption("anthropic");
    await form.getByTestId("tutor-model").fill("claude-no-existe-1");
    await form.getByTestId("tutor-systemRag").fill("Eres el tutor de mi academia. Responde en una frase con las notas y da tu confianza de 0 a 1.");
    await form.getByTestId("tutor-add").click();
    await expect(page.getByTestId("tutor-added")).toContainText("mi-claude");
    const matrix = new MatrixPage(page);
    await matrix.open();
    const id = "mi-claude|retrieved|may-abstain";
    await matrix.run(id);
    await expect(matrix.cell(id).getByTestId("cell-error")).toContainText("el servidor rechazó el modelo «claude-no-existe-1» (HTTP 404)", { timeout: 30_000 });
    await matrix.cell(id).screenshot({ path: "e2e/.artifacts/rejected-model-cell.png" });
    await page.goto("/ajustes");
    await page.getByTestId("tutor-model-mi-claude").fill("claude-haiku-5-5");
    await page.getByTestId("tutor-model-mi-claude").press("Enter");
    await expect(page.getByTestId("tutor-row-mi-claude")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await matrix.open();
    await matrix.run(id);
    await matrix.waitDone(id);
    await expect(matrix.counts(id)).toHaveText("25 correctas · 0 incorrectas · 0 abstenciones");
    await matrix.cell(id).getByTestId("cell-link").click();
    await page.getByTestId("ficha-row").first().getByRole("link").click();
    await expect(page.getByTestId("prompt")).toContainText("Eres el tutor de mi academia.");
  });
});
