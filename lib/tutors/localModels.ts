/** The command that provides a hub model in the local models folder (shown wherever it is missing). */
export function downloadCommand(modelId: string, dir: string): string {
  return `huggingface-cli download ${modelId} --local-dir ${dir}`;
}
