// Imagemap areas (03 §9): drawn on the image as shown, stored in the image scaled to 320 wide
// (IMAGEMAP_BASE_WIDTH), whole numbers, inside the image.
import { IMAGEMAP_BASE_WIDTH } from '../../common/broadcast-content';

export interface Area { x: number; y: number; width: number; height: number }

/** The image's height at 320 wide (the imagemap's baseHeight). */
export function baseHeightOf(naturalWidth: number, naturalHeight: number): number {
  return Math.max(1, Math.round((IMAGEMAP_BASE_WIDTH * naturalHeight) / naturalWidth));
}

/**
 * A rectangle dragged on the image shown `shownWidth` pixels wide (two corners, any order) as an area of
 * the 320-wide image, clamped to it (`baseHeight` high), at least 1×1.
 */
export function toBaseArea(from: { x: number; y: number }, to: { x: number; y: number }, shownWidth: number, baseHeight: number): Area {
  const scale = IMAGEMAP_BASE_WIDTH / shownWidth;
  const clampX = (value: number) => Math.min(IMAGEMAP_BASE_WIDTH, Math.max(0, Math.round(value * scale)));
  const clampY = (value: number) => Math.min(baseHeight, Math.max(0, Math.round(value * scale)));
  const left = clampX(Math.min(from.x, to.x));
  const top = clampY(Math.min(from.y, to.y));
  const right = clampX(Math.max(from.x, to.x));
  const bottom = clampY(Math.max(from.y, to.y));
  const x = Math.min(left, IMAGEMAP_BASE_WIDTH - 1);
  const y = Math.min(top, baseHeight - 1);
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/** An area of the 320-wide image as percentages of the shown image (for drawing it over any size). */
const percent = (value: number, of: number) => `${(100 * value) / of}%`;

export function areaStyle(area: Area, baseHeight: number): { left: string; top: string; width: string; height: string } {
  return {
    left: percent(area.x, IMAGEMAP_BASE_WIDTH), top: percent(area.y, baseHeight),
    width: percent(area.width, IMAGEMAP_BASE_WIDTH), height: percent(area.height, baseHeight),
  };
}
