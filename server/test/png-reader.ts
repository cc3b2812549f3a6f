import { inflateSync } from 'node:zlib';

export type RgbImage = { width: number; height: number; rgb: Uint8Array };

/** Reads an 8-bit RGB, non-interlaced PNG (any row filter), as the captcha writes them: for the captcha solvers. */
export function readPng(file: Buffer): RgbImage {
  if (file.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG file');
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 2 || body[12] !== 0) throw new Error('only 8-bit RGB non-interlaced PNGs are read');
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const left = x >= 3 ? rgb[y * stride + x - 3]! : 0;
      const up = y > 0 ? rgb[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 3 && y > 0 ? rgb[(y - 1) * stride + x - 3]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [byLeft, byUp, byUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        predictor = byLeft <= byUp && byLeft <= byUpLeft ? left : byUp <= byUpLeft ? up : upLeft;
      }
      rgb[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + predictor) & 0xff;
    }
  }
  return { width, height, rgb };
}
