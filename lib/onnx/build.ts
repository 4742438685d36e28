/**
 * Small helpers to write ONNX models from TypeScript with onnx-proto (IR 8,
 * opset 13): the project generates its own test models and exports its own
 * trained models with these, and onnxruntime-node runs them.
 */
import onnxProto from "onnx-proto";
import type { onnx as OnnxTypes } from "onnx-proto";

// onnx-proto is CommonJS with a dynamically assigned export: import the default.
const { onnx } = onnxProto as unknown as { onnx: typeof OnnxTypes };

export const FLOAT = onnx.TensorProto.DataType.FLOAT;
export const INT64 = onnx.TensorProto.DataType.INT64;

/** A constant tensor (initializer). */
export function tensor(name: string, dims: readonly number[], values: { float?: ArrayLike<number>; int64?: ArrayLike<number> }): OnnxTypes.ITensorProto {
  if (values.float) return { name, dims: [...dims], dataType: FLOAT, floatData: Array.from(values.float) };
  return { name, dims: [...dims], dataType: INT64, int64Data: Array.from(values.int64 ?? []) };
}

/** A graph input or output; string dims are symbolic (batch_size, sequence_length…). */
export function valueInfo(name: string, elemType: number, dims: readonly (number | string)[]): OnnxTypes.IValueInfoProto {
  return {
    name,
    type: { tensorType: { elemType, shape: { dim: dims.map((d) => (typeof d === "number" ? { dimValue: d } : { dimParam: d })) } } },
  };
}

export function node(opType: string, inputs: readonly string[], outputs: readonly string[], attrs: Record<string, number | number[]> = {}): OnnxTypes.INodeProto {
  const attribute: OnnxTypes.IAttributeProto[] = Object.entries(attrs).map(([name, v]) =>
    Array.isArray(v)
      ? { name, ints: v, type: onnx.AttributeProto.AttributeType.INTS }
      : Number.isInteger(v)
        ? { name, i: v, type: onnx.AttributeProto.AttributeType.INT }
        : { name, f: v, type: onnx.AttributeProto.AttributeType.FLOAT },
  );
  return { opType, input: [...inputs], output: [...outputs], attribute, name: `${opType}_${outputs[0]}` };
}

/** Serialises a graph as an ONNX model (IR version 8, default opset 13). */
export function modelBytes(graph: OnnxTypes.IGraphProto, producer = "veraz"): Uint8Array {
  const model: OnnxTypes.IModelProto = {
    irVersion: 8,
    producerName: producer,
    opsetImport: [{ domain: "", version: 13 }],
    graph,
  };
  return onnx.ModelProto.encode(onnx.ModelProto.create(model)).finish();
}
