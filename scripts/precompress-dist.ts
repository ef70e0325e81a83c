/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * file of a built app, once at build time, so that the server sends them as they are
 * (`@fastify/static`'s preCompressed) instead of compressing on every request.
 * Run by each app's `build` after `vite build`: `node --import tsx ../../scripts/precompress-dist.ts dist`.
 * A variant that would not be smaller is not written; the server then sends the file itself.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const variants = (content: Buffer) => [
  {
    suffix: '.br',
    make: () =>
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { suffix: '.gz', make: () => gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** Compresses every text file under `dir`; answers the files written. */
export const precompressDir = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written: string[] = [];
  for (const file of files) {
    const content = await readFile(file);
    for (const { suffix, make } of variants(content)) {
      const packed = await make();
      if (packed.length >= content.length) continue;
      await writeFile(file + suffix, packed);
      written.push(file + suffix);
    }
  }
  return written;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const written = await precompressDir(dir);
  console.log(
    `precompressed ${written.length} files in ${path.relative(process.cwd(), dir) || '.'}`,
  );
}
