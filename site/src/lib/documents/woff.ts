// WOFF 1.0 to the plain font (sfnt) it wraps: each table inflated once. fontkit reads a WOFF file
// by inflating a table again every time the shaper reads it, which made a Hindi page take seconds.
import { inflateSync } from 'node:zlib';

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const flavor = src.getUint32(4);
  const numTables = src.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const tag = src.getUint32(at);
    const offset = src.getUint32(at + 4);
    const compLength = src.getUint32(at + 8);
    const origLength = src.getUint32(at + 12);
    const checksum = src.getUint32(at + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw;
    return { tag, checksum, data };
  });
  const headerLength = 12 + 16 * numTables;
  const total = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerLength);
  const out = new Uint8Array(total);
  const dst = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  dst.setUint32(0, flavor);
  dst.setUint16(4, numTables);
  dst.setUint16(6, power * 16);
  dst.setUint16(8, Math.log2(power));
  dst.setUint16(10, numTables * 16 - power * 16);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    dst.setUint32(at, t.tag);
    dst.setUint32(at + 4, t.checksum);
    dst.setUint32(at + 8, offset);
    dst.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}
