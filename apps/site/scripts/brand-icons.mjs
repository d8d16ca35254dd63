// Renders the bitmap icons of public/ from public/favicon.svg (the one drawn source of the mark) with Chromium:
// favicon.ico (32 px), apple-touch-icon.png (180 px) and the web app manifest's icons. Run it after changing the mark:
//   node apps/site/scripts/brand-icons.mjs
// Bitmaps cannot follow the colour scheme, so they use the light colours; the SVG favicon switches itself.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const publicDir = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('favicon.svg', publicDir), 'utf8');
// The glyph group of the mark, reused on full-bleed squares (touch icons and maskable icons get their corners from the
// platform, so a rounded tile of our own would show a second, smaller corner).
const glyph = svg.match(/<g class="fg"[\s\S]*<\/g>/)?.[0];
if (!glyph) throw new Error('favicon.svg: no <g class="fg"> glyph group');

/** A square tile: `radius` 9 is the favicon's own tile; `scale` shrinks the glyph into a platform's safe zone. */
function tile({ radius, scale }) {
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="#0a7a3b"/><g transform="translate(${offset} ${offset}) scale(${scale})">${glyph.replace('class="fg"', 'stroke="#fff" fill="#fff"')}</g></svg>`;
}

const icons = [
  { file: 'favicon-32.png', size: 32, svg: tile({ radius: 9, scale: 1 }), transparent: true },
  { file: 'apple-touch-icon.png', size: 180, svg: tile({ radius: 0, scale: 0.78 }) },
  { file: 'icon-192.png', size: 192, svg: tile({ radius: 9, scale: 1 }), transparent: true },
  { file: 'icon-512.png', size: 512, svg: tile({ radius: 9, scale: 1 }), transparent: true },
  // Maskable: the platform may crop to a circle of 80 % of the width; the glyph stays inside it.
  { file: 'icon-maskable-512.png', size: 512, svg: tile({ radius: 0, scale: 0.7 }) },
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const body = `<img alt="" width="${icon.size}" height="${icon.size}" src="data:image/svg+xml,${encodeURIComponent(icon.svg)}">`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block}</style>${body}`);
    await page.locator('img').evaluate((image) => image.decode());
    const png = await page.screenshot({ omitBackground: icon.transparent === true });
    if (icon.file === 'favicon-32.png') {
      // An ICO file may hold a PNG as its one image: a 6-byte header and one 16-byte directory entry before it.
      const header = Buffer.alloc(22);
      header.writeUInt16LE(0, 0);
      header.writeUInt16LE(1, 2);
      header.writeUInt16LE(1, 4);
      header.writeUInt8(32, 6);
      header.writeUInt8(32, 7);
      header.writeUInt16LE(1, 10);
      header.writeUInt16LE(32, 12);
      header.writeUInt32LE(png.length, 14);
      header.writeUInt32LE(22, 18);
      await writeFile(new URL('favicon.ico', publicDir), Buffer.concat([header, png]));
    } else {
      await writeFile(new URL(icon.file, publicDir), png);
    }
  }
} finally {
  await browser.close();
}
