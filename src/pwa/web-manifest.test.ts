import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { webManifest } from './web-manifest';

const readIcon = (src: string) => PNG.sync.read(readFileSync(`public${src}`));

describe('web app manifest', () => {
  it('has maskable icons whose bubble stays in the safe zone (the central 80% circle)', () => {
    const maskable = webManifest.icons.filter((icon) => icon.purpose === 'maskable');
    expect(maskable.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of maskable) {
      const png = readIcon(icon.src);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      const background = [...png.data.subarray(0, 3)];
      const center = png.width / 2;
      const safeRadius = 0.4 * png.width;
      let outside = 0;
      let white = 0;
      for (let y = 0; y < png.height; y++) {
        for (let x = 0; x < png.width; x++) {
          const at = (y * png.width + x) * 4;
          const pixel = [...png.data.subarray(at, at + 3)];
          const differs = pixel.some((value, index) => Math.abs(value - background[index]!) > 24);
          if (differs && Math.hypot(x + 0.5 - center, y + 0.5 - center) > safeRadius) outside += 1;
          if (pixel.every((value) => value > 240)) white += 1;
        }
      }
      // Full-bleed background (no transparency to crop into), the bubble inside the safe zone.
      expect(png.data[3]).toBe(255);
      expect(outside).toBe(0);
      expect(white).toBeGreaterThan(png.width * png.height * 0.1);
    }
  });

  it('has shortcuts to the message center and the notifications, on routes of the console', () => {
    expect(webManifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Message center', '/message-center'],
      ['Notifications', '/message-center?panel=notifications'],
    ]);
    for (const shortcut of webManifest.shortcuts) {
      const matched = matchRoutes(routes, new URL(shortcut.url, 'http://localhost').pathname);
      // A route of its own, not the catch-all that sends unknown paths home.
      expect(matched?.at(-1)?.route.path).toBe('message-center');
    }
  });
});
