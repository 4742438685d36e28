import { FLOAT, modelBytes, node, tensor, valueInfo } from "@/lib/onnx/build";
import type { LogisticModel } from "./logistic";

/** The detector as ONNX: probability = Sigmoid(features · W + B); input [N, F] float, output [N, 1]. */
export function detectorOnnx(model: LogisticModel): Uint8Array {
  const f = model.weights.length;
  return modelBytes(
    {
      name: "veraz-detector",
      initializer: [tensor("W", [f, 1], { float: model.weights }), tensor("B", [1], { float: [model.bias] })],
      input: [valueInfo("features", FLOAT, ["batch", f])],
      output: [valueInfo("probability", FLOAT, ["batch", 1])],
      node: [node("MatMul", ["features", "W"], ["z0"]), node("Add", ["z0", "B"], ["z"]), node("Sigmoid", ["z"], ["probability"])],
    },
    "veraz-detector",
  );
}
