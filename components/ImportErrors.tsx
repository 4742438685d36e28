/** The problems of a refused import, one row each: file (when several may be given), row, column and what is wrong. */
export function ImportErrors({
  errors,
  headers,
  testId,
}: {
  errors: readonly { file?: string; row: number | null; column: string | null; message: string }[];
  /** Column titles: [file,] row, column, problem — the file column is shown when four are given. */
  headers: readonly (string | undefined)[];
  testId?: string;
}) {
  const withFile = headers.length === 4;
  const cell = "border border-[#e5e4df] px-1";
  return (
    <table className="border-collapse" data-testid={testId} role={testId ? "alert" : undefined}>
      <thead>
        <tr>{headers.map((h) => <th key={h ?? ""} className={`${cell} bg-[#fdf1ea] text-left`}>{h}</th>)}</tr>
      </thead>
      <tbody>
        {errors.map((e, i) => (
          <tr key={i}>
            {withFile ? <td className={cell}>{e.file}</td> : null}
            <td className={cell}>{e.row ?? "—"}</td>
            <td className={cell}>{e.column ?? "—"}</td>
            <td className={`${cell} text-[#b0401a]`}>{e.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
