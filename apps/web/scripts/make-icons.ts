/**
 * Makes every icon of the customer app and the console from one mark (the SVG below):
 * `npm run icons -w @brokerage/web`. The outputs are committed; run it again after changing
 * the mark. PNGs by sharp; favicon.ico holds PNG images (read by every current browser).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#465CFF';
/** Three rising bars under a trend line, drawn on a 512 × 512 canvas. */
const GLYPH = `<g fill="#FFFFFF">
    <rect x="120" y="284" width="64" height="108" rx="14"/>
    <rect x="224" y="220" width="64" height="172" rx="14"/>
    <rect x="328" y="156" width="64" height="236" rx="14"/>
  </g>
  <path d="M112 236 L200 164 L272 192 L400 96" fill="none" stroke="#FFD24A" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>`;

const svg = (background: string, glyphScale: number) => {
  const inset = (512 * (1 - glyphScale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  ${background}
  <g transform="translate(${inset} ${inset}) scale(${glyphScale})">${GLYPH}</g>
</svg>
`;
};

/** The favicon and the "any" icons: a rounded tile with transparent corners. */
const TILE = svg(`<rect width="512" height="512" rx="112" fill="${BRAND}"/>`, 1);
/** Full bleed: the launcher cuts its own shape; the glyph stays inside the 80 % safe zone. */
const MASKABLE = svg(`<rect width="512" height="512" fill="${BRAND}"/>`, 0.72);
/** iOS rounds the corners itself and shows transparency as black. */
const APPLE = svg(`<rect width="512" height="512" fill="${BRAND}"/>`, 0.86);

const png = (source: string, size: number) =>
  sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file whose entries are PNG images (ICONDIR, one ICONDIRENTRY each, then the data). */
const ico = (images: { size: number; data: Buffer }[]): Buffer => {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
};

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webPublic = path.join(appsDir, 'web/public');
const adminPublic = path.join(appsDir, 'admin/public');

const favicon = ico(
  await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(TILE, size) }))),
);
const outputs: [string, string | Buffer][] = [
  [path.join(webPublic, 'favicon.svg'), TILE],
  [path.join(webPublic, 'favicon.ico'), favicon],
  [path.join(webPublic, 'icons/icon-192.png'), await png(TILE, 192)],
  [path.join(webPublic, 'icons/icon-512.png'), await png(TILE, 512)],
  [path.join(webPublic, 'icons/maskable-512.png'), await png(MASKABLE, 512)],
  [path.join(webPublic, 'icons/apple-touch-icon.png'), await png(APPLE, 180)],
  [path.join(adminPublic, 'favicon.svg'), TILE],
  [path.join(adminPublic, 'favicon.ico'), favicon],
];
for (const [file, content] of outputs) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  console.log(path.relative(appsDir, file));
}
