/**
 * Writes public/favicon.ico: veraz's icon (a white "v" on the seed's blue,
 * an orange dot) drawn at 32 × 32 and stored as a PNG inside an ICO, with no
 * image library — `npx tsx scripts/make-favicon.mts`.
 */
import fs from "node:fs";
import zlib from "node:zlib";

const S = 32;
const px = new Uint8Array(S * S * 4);
const set = (x: number, y: number, [r, g, b]: number[], a = 255) => {
  const i = (y * S + x) * 4;
  px.set([r!, g!, b!, a], i);
};
const dist = (x: number, y: number, ax: number, ay: number, bx: number, by: number) => {
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
};
for (let y = 0; y < S; y++) {
  for (let x = 0; x < S; x++) {
    const cx = x + 0.5;
    const cy = y + 0.5;
    const corner = Math.max(0, Math.hypot(Math.max(6 - cx, cx - 26, 0), Math.max(6 - cy, cy - 26, 0)) - 6);
    if (corner > 0) continue;
    set(x, y, [0x2a, 0x78, 0xd6]);
    if (Math.min(dist(cx, cy, 7, 9, 16, 25), dist(cx, cy, 16, 25, 25, 9)) <= 2) set(x, y, [255, 255, 255]);
    if (Math.hypot(cx - 25, cy - 9) <= 2.6) set(x, y, [0xeb, 0x68, 0x34]);
  }
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(S, 0);
ihdr.writeUInt32BE(S, 4);
ihdr.set([8, 6, 0, 0, 0], 8);
const raw = Buffer.concat(Array.from({ length: S }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.from(px.subarray(y * S * 4, (y + 1) * S * 4))])));
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.set([S, S, 0, 0], 6);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, png]));
fs.writeFileSync("public/icon-32.png", png);
process.stdout.write(`public/favicon.ico: ${22 + png.length} bytes\n`);
