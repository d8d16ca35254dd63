import { describe, expect, it } from 'vitest';
import { type ColorName, darkColors, lightColors, textPairs, uiPairs } from './palette';

/** Parses `#rgb`, `#rrggbb` or `rgb()/rgba()` into 0–255 channels plus alpha. */
function parseColor(value: string): [number, number, number, number] {
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)).concat(1) as [
      number,
      number,
      number,
      number,
    ];
  }
  const rgb = value.match(/^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`Unparseable colour ${value}`);
}

/** WCAG 2.x relative luminance. */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

export function contrastRatio(foreground: string, background: string): number {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (fg[3] !== 1 || bg[3] !== 1) throw new Error('Contrast pairs must be opaque colours');
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const themes = { light: lightColors, dark: darkColors } as Record<string, Record<ColorName, string>>;

describe('contrast helper', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });
});

describe.each(Object.entries(themes))('%s theme palette meets WCAG AA', (_name, colors) => {
  it.each(textPairs.map(([fg, bg]) => [fg, bg] as const))('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs.map(([fg, bg]) => [fg, bg] as const))('component %s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });

  it('defines every colour the light theme defines', () => {
    expect(Object.keys(colors).sort()).toEqual(Object.keys(lightColors).sort());
  });
});
