// Imagemap areas are stored in the image scaled to 320 wide (03 §9), whatever size it is shown at.
import { describe, expect, it } from 'vitest';
import { areaStyle, baseHeightOf, toBaseArea } from './imagemap-geometry';

describe('imagemap geometry', () => {
  it('gives the height of the image at 320 wide', () => {
    expect(baseHeightOf(1040, 1040)).toBe(320);
    expect(baseHeightOf(1040, 520)).toBe(160);
    expect(baseHeightOf(960, 1553)).toBe(518);
  });

  it('scales a rectangle dragged on a 640-wide image to 320 wide, corners in any order', () => {
    expect(toBaseArea({ x: 100, y: 40 }, { x: 300, y: 240 }, 640, 320)).toEqual({ x: 50, y: 20, width: 100, height: 100 });
    expect(toBaseArea({ x: 300, y: 240 }, { x: 100, y: 40 }, 640, 320)).toEqual({ x: 50, y: 20, width: 100, height: 100 });
  });

  it('keeps a rectangle drawn on a 160-wide image, or past its edge, on the 320-wide image', () => {
    expect(toBaseArea({ x: 10, y: 10 }, { x: 80, y: 50 }, 160, 320)).toEqual({ x: 20, y: 20, width: 140, height: 80 });
    expect(toBaseArea({ x: 150, y: 150 }, { x: 400, y: 400 }, 320, 200)).toEqual({ x: 150, y: 150, width: 170, height: 50 });
  });

  it('draws an area over any shown size as percentages', () => {
    expect(areaStyle({ x: 80, y: 0, width: 160, height: 100 }, 200)).toEqual({ left: '25%', top: '0%', width: '50%', height: '50%' });
  });
});
