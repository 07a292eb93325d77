// Real images for upload tests, encoded by pngjs rather than shipped as binary fixtures.
import { PNG } from 'pngjs';

/** A `size` × `size` PNG of a colour gradient (so it does not compress to nothing). */
export function gradientPng(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) png.data.set([(x * 4) % 256, (y * 4) % 256, ((x + y) * 2) % 256, 255], (y * size + x) * 4);
  }
  return PNG.sync.write(png);
}
