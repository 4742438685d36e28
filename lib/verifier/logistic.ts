/**
 * Logistic regression: p = σ(w · x + b). Trained by full-batch gradient
 * descent with a small L2 penalty from zero weights (deterministic: same data,
 * same model), on the features as given (they already lie in [0, 1]).
 */
export interface LogisticModel {
  readonly weights: readonly number[];
  readonly bias: number;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function predict(model: LogisticModel, x: ArrayLike<number>): number {
  let z = model.bias;
  for (let i = 0; i < model.weights.length; i++) z += model.weights[i]! * x[i]!;
  return sigmoid(z);
}

export function trainLogistic(
  xs: readonly ArrayLike<number>[],
  ys: readonly (0 | 1)[],
  { iterations = 3000, learningRate = 1, l2 = 1e-3 }: { iterations?: number; learningRate?: number; l2?: number } = {},
): LogisticModel {
  const n = xs.length;
  const f = xs[0]!.length;
  const w = new Float64Array(f);
  let b = 0;
  // Class weights balance supported and unsupported answers.
  const pos = ys.filter((y) => y === 1).length;
  const weightOf = (y: 0 | 1) => (y === 1 ? n / (2 * pos) : n / (2 * (n - pos)));
  for (let it = 0; it < iterations; it++) {
    const gw = new Float64Array(f);
    let gb = 0;
    for (let i = 0; i < n; i++) {
      const x = xs[i]!;
      let z = b;
      for (let k = 0; k < f; k++) z += w[k]! * x[k]!;
      const err = (sigmoid(z) - ys[i]!) * weightOf(ys[i]!);
      for (let k = 0; k < f; k++) gw[k]! += err * x[k]!;
      gb += err;
    }
    for (let k = 0; k < f; k++) w[k]! -= learningRate * (gw[k]! / n + l2 * w[k]!);
    b -= learningRate * (gb / n);
  }
  return { weights: Array.from(w), bias: b };
}
