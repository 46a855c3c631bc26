import { inflateSync } from 'node:zlib';
import { PNG, type ColorType } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { signaturePng } from '../../../test/png.ts';
import { preparePng } from './images.ts';

/** An RGBA picture with gradients, noise and transparency, so every PNG filter has work. */
function picture(width: number, height: number, seed: number): PNG {
  const png = new PNG({ width, height });
  let state = seed;
  const noise = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state & 0x1f;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data[i] = (x * 7 + noise()) & 255;
      png.data[i + 1] = (y * 5 + noise()) & 255;
      png.data[i + 2] = (x * y + noise()) & 255;
      png.data[i + 3] = x % 9 === 0 ? 255 : (x + y * 3 + noise()) & 255;
    }
  }
  return png;
}

/** What the image should hold: pngjs' reading of the file, split into colour and alpha. */
function expected(bytes: Uint8Array) {
  const { width, height, data } = PNG.sync.read(Buffer.from(bytes));
  const rgb = Buffer.alloc(width * height * 3);
  const alpha = Buffer.alloc(width * height);
  for (let p = 0; p < width * height; p++) {
    data.copy(rgb, p * 3, p * 4, p * 4 + 3);
    alpha[p] = data[p * 4 + 3] ?? 255;
  }
  return { width, height, rgb, alpha: alpha.every((a) => a === 255) ? null : alpha };
}

function prepared(bytes: Uint8Array) {
  const image = preparePng(bytes);
  if (!image) return null;
  return {
    width: image.width,
    height: image.height,
    rgb: inflateSync(image.rgb),
    alpha: image.alpha ? inflateSync(image.alpha) : null,
  };
}

describe('signature images', () => {
  it('reads grey and colour PNGs, with and without alpha, through every row filter', () => {
    const colourTypes: ColorType[] = [0, 2, 4, 6];
    for (const colorType of colourTypes) {
      for (const filterType of [0, 1, 2, 3, 4]) {
        const source = picture(37, 11, colorType * 10 + filterType + 1);
        const bytes = PNG.sync.write(source, { colorType, filterType, inputHasAlpha: true });
        expect(prepared(bytes), `colour type ${colorType}, filter ${filterType}`).toEqual(
          expected(bytes),
        );
      }
    }
  });

  it('reads the PNGs it does not read itself through pngjs (16-bit)', () => {
    const bytes = PNG.sync.write(picture(20, 7, 99), { colorType: 6, bitDepth: 16 });
    expect(prepared(bytes)).toEqual(expected(bytes));
  });

  it('answers null for damaged or foreign bytes', () => {
    const good = signaturePng(60, 20);
    expect(prepared(good)).not.toBeNull();
    const badCrc = Uint8Array.from(good);
    badCrc[40] = (badCrc[40] ?? 0) ^ 0xff; // inside IHDR/IDAT: the chunk's CRC no longer fits
    expect(preparePng(badCrc)).toBeNull();
    expect(preparePng(good.subarray(0, good.length - 30))).toBeNull();
    expect(preparePng(new TextEncoder().encode('%PDF-1.7 not an image'))).toBeNull();
  });
});
