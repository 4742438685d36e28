/** How a job's Claude calls are sent: automatic (batches above the threshold), through message batches, or directly. */
export function EngineSelect({
  labels,
  testId,
  className = "",
  defaultValue = "auto",
}: {
  labels: { label: string; auto: string; batch: string; sync: string };
  testId?: string;
  className?: string;
  defaultValue?: string;
}) {
  return (
    <label className={`flex items-center gap-1 ${className}`}>
      {labels.label}
      <select name="engine" defaultValue={defaultValue} data-testid={testId} className="min-w-0 flex-1 rounded border border-[#c3c2b7] bg-white p-0 text-[inherit]">
        <option value="auto">{labels.auto}</option>
        <option value="batch">{labels.batch}</option>
        <option value="sync">{labels.sync}</option>
      </select>
    </label>
  );
}
