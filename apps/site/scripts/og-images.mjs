// Open Graph images: one 1200×630 PNG per page, drawn at build time from the page's title in the site's typeface and
// brand colours by the Chromium the suite already uses (no image service, no new dependency). The pages' heads point
// at them (src/head.ts); content's SEO records name each file and its text.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The image as a page: the brand mark and name, the page's heading, the site's host. */
export function ogImageHtml({ heading, brandName, host, fontUrl, size }) {
  // Long headings step down so that every title fits in three lines.
  const fontSize = heading.length > 60 ? 60 : heading.length > 36 ? 72 : 84;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face{font-family:Jakarta;src:url(${fontUrl}) format("woff2");font-weight:200 800}
*{box-sizing:border-box;margin:0}
html,body{width:${size.width}px;height:${size.height}px}
body{font-family:Jakarta,sans-serif;background:#052e16;color:#fff;display:flex;flex-direction:column;justify-content:space-between;padding:72px 80px;
background-image:radial-gradient(circle at 100% 0,#0a7a3b 0,#0a7a3b00 55%),radial-gradient(circle at 0 100%,#14532d 0,#14532d00 50%)}
.brand{display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700;letter-spacing:-0.01em}
.mark{width:64px;height:64px}
h1{font-size:${fontSize}px;line-height:1.12;font-weight:800;letter-spacing:-0.02em;max-width:1040px;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.host{font-size:30px;font-weight:500;color:#bbf7d0}
</style></head><body>
<div class="brand"><svg class="mark" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#4ade80"/><g stroke="#052e16" fill="#052e16" stroke-width="4" stroke-linecap="round"><path d="M9.5 23.5 16 8.5"/><path d="m16 8.5 6.5 15" stroke-opacity=".55"/><circle cx="16" cy="20" r="2.25" stroke="none"/></g></svg>${escapeHtml(brandName)}</div>
<h1>${escapeHtml(heading)}</h1>
<div class="host">${escapeHtml(host)}</div>
</body></html>`;
}

/** Draws every page's image into `clientDir` (at each image's `path`); returns how many. */
export async function renderOgImages({ clientDir, images, size, brandName, siteUrl }) {
  const font = await readFile(
    require.resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'),
  );
  const fontUrl = `data:font/woff2;base64,${font.toString('base64')}`;
  const host = new URL(siteUrl).host;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
    for (const image of images) {
      await page.setContent(ogImageHtml({ heading: image.heading, brandName, host, fontUrl, size }));
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...size } });
      await writeFile(join(clientDir, image.path), png);
    }
  } finally {
    await browser.close();
  }
  return images.length;
}
