/**
 * `npm run bench:bundle`: what the Home route's first load is made of, library by library, in
 * gzipped bytes. Reads the shipped build (apps/web/dist, from `npm run build -w @brokerage/web`):
 * index.html's entry script and module preloads, plus the chunks main.tsx fetches on a first
 * load (HOME_LAZY_MODULES: the opening route's page, the English dictionaries' first parts,
 * workbox-window),
 * each with the chunks they import. The build keeps no source maps and no manifest (maps in
 * dist would be precompressed and served), so the same app is built once more into a folder with
 * hidden source maps (vite.config.ts as it is, only outDir and sourcemap overridden); its chunks
 * must be byte for byte those of dist, else dist is not the build of this tree and the report
 * stops. Each chunk's characters go to the source its map names: a file under node_modules to
 * its package, the app's and the workspace packages' own files to those. A library's gzipped
 * share of a chunk: its characters gzipped on their own, scaled so that the parts of the chunk
 * add up to the chunk's gzip -9 size (as `bench:web` counts it).
 * Writes the table to docs/bundle-report.md and prints last:
 * `bundle: home_js_gz_kb=… js_files=… <library>_kb=… … other_kb=…` (the largest libraries).
 * Only JS; chunks a screen asks for later (charts, the error illustration) are not counted.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { format } from 'prettier';
import { build, type Rolldown } from 'vite';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const webRoot = path.join(repoRoot, 'apps/web');
const dist = path.join(webRoot, 'dist');
const reportFile = path.join(repoRoot, 'docs/bundle-report.md');
const COMMAND = 'npm run build -w @brokerage/web && npm run bench:bundle';
/**
 * What main.tsx fetches on a first load of `/` besides the entry's imports: the opening route's
 * page (preloadPage) and the stored language's dictionaries, English for a new visitor, before
 * the first render; workbox-window when it registers the service worker, after the load event.
 * With these the files are those a browser fetches (bench:web's home js_files).
 */
const HOME_LAZY_MODULES = [
  'apps/web/src/pages/main/home/home-page.tsx',
  // The first parts of the dictionaries (scripts/dictionary-parts.ts): what main.tsx awaits.
  'apps/web/src/locales/en.json?part=first',
  'packages/shared/src/locales/en.json?part=first',
  'node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
];
/** Libraries named on the last line; the rest are summed as `other_kb`. */
const LAST_LINE_LIBRARIES = 10;

const log = (message: string) => console.log(`[bundle] ${message}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** The same build as dist's, into a throw-away folder, with maps not referenced from the code. */
const twinBuild = async (outDir: string): Promise<Map<string, Rolldown.OutputChunk>> => {
  const output = await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  const bundles = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  const chunks = bundles
    .flatMap((bundle) => bundle.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
};

/** index.html's entry script and module preloads, as `assets/…` file names. */
const htmlScripts = (html: string): string[] =>
  [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
    ),
  ]
    .map((match) => match[1])
    .filter((file): file is string => file !== undefined);

/** The chunks of the Home route's first load: index.html's, the lazy ones, and their imports. */
const firstLoadChunks = (html: string, chunks: Map<string, Rolldown.OutputChunk>): string[] => {
  const byFacade = new Map(
    [...chunks.values()].map((chunk) => [chunk.facadeModuleId ?? '', chunk.fileName]),
  );
  const lazy = HOME_LAZY_MODULES.map((module) => {
    const file = byFacade.get(path.join(repoRoot, module));
    if (!file) throw new Error(`no chunk of its own for ${module}: update HOME_LAZY_MODULES`);
    return file;
  });
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const chunk = chunks.get(file);
    // A script of public/ (the boot script) is copied, not built: counted as it is in dist.
    if (!chunk && !file.startsWith('assets/')) return void files.add(file);
    if (!chunk) throw new Error(`${file} is in dist but not in the same build made again`);
    files.add(file);
    chunk.imports.forEach(visit);
  };
  [...htmlScripts(html), ...lazy].forEach(visit);
  return [...files];
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a source map's `mappings`: its fields, base64 VLQ, relative as written. */
const decodeSegment = (segment: string): number[] => {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
};

/**
 * The chunk's text cut by its map: for each source index (-1: no source, e.g. the code the
 * bundler writes between modules), the pieces of code it produced. Columns count UTF-16 units,
 * as JavaScript strings do.
 */
const piecesBySource = (code: string, map: Rolldown.SourceMap): Map<number, string[]> => {
  const pieces = new Map<number, string[]>();
  const add = (source: number, text: string) => {
    if (!text) return;
    const list = pieces.get(source);
    if (list) list.push(text);
    else pieces.set(source, [text]);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, index) => {
    const segments = (mappingLines[index] ?? '').split(',').filter(Boolean);
    let column = 0;
    let start = 0;
    let current = -1;
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(current, line.slice(start, column));
      start = column;
      if (sourceDelta === undefined) current = -1;
      else {
        source += sourceDelta;
        current = source;
      }
    }
    add(current, line.slice(start));
    if (index < lines.length - 1) add(-1, '\n');
  });
  return pieces;
};

/** The name a workspace package is published under (packages/shared: @brokerage/shared). */
const workspaceNames = new Map<string, string>();
const workspaceName = async (folder: string) => {
  const known = workspaceNames.get(folder);
  if (known) return known;
  const manifest = JSON.parse(
    await readFile(path.join(repoRoot, 'packages', folder, 'package.json'), 'utf8'),
  ) as { name?: string };
  const name = manifest.name ?? `packages/${folder}`;
  workspaceNames.set(folder, name);
  return name;
};

/**
 * The library a source belongs to: its node_modules package (the innermost one), the app, or a
 * workspace package, their dictionaries apart (text, not code). `mapFolder`: where the map was
 * written, which its sources are relative to. No source: what the bundler wrote between modules
 * (the chunk lists of dynamic imports, exports).
 */
const libraryOf = async (source: string | undefined, mapFolder: string): Promise<string> => {
  if (source === undefined) return '(bundler)';
  const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  const file = path.relative(repoRoot, path.resolve(mapFolder, source));
  const dictionaries = /\/locales\/[^/]+\.json(?:$|\?)/.test(file) ? ' (dictionaries)' : '';
  if (file.startsWith('apps/web/')) return `(apps/web)${dictionaries}`;
  const workspace = /^packages\/([^/]+)\//.exec(file);
  if (workspace?.[1]) return `${await workspaceName(workspace[1])}${dictionaries}`;
  return `(bundler: ${source.replace(/\0/g, '').replace(/^(\.\.\/)+/, '')})`;
};

interface Share {
  gz: number;
  raw: number;
  chunks: Set<string>;
}

/** Adds one shipped chunk's libraries to `shares`; answers the chunk's gzip -9 size. */
const attribute = async (
  file: string,
  chunk: Rolldown.OutputChunk,
  mapFolder: string,
  shares: Map<string, Share>,
): Promise<number> => {
  const code = await readFile(path.join(dist, file), 'utf8');
  if (code !== chunk.code) throw new Error(`${file}: dist differs from the same build made again`);
  // A chunk of one module goes to that module whatever its map says: a JSON dictionary's map
  // names no source, the bundler's runtime and preload helper come without a map.
  const only = chunk.moduleIds.length === 1 ? chunk.moduleIds[0] : undefined;
  const bySource = chunk.map ? piecesBySource(code, chunk.map) : new Map([[-1, [code]]]);
  const parts = new Map<string, string[]>();
  for (const [source, pieces] of bySource) {
    const library = await libraryOf(only ?? chunk.map?.sources[source], mapFolder);
    parts.set(library, (parts.get(library) ?? []).concat(pieces));
  }
  const chunkGz = gzipSize(code);
  const partGz = new Map(
    [...parts].map(([library, pieces]) => [library, gzipSize(pieces.join(''))]),
  );
  const partGzSum = [...partGz.values()].reduce((sum, size) => sum + size, 0);
  for (const [library, pieces] of parts) {
    const share = shares.get(library) ?? { gz: 0, raw: 0, chunks: new Set<string>() };
    share.gz += (chunkGz * (partGz.get(library) ?? 0)) / partGzSum;
    share.raw += Buffer.byteLength(pieces.join(''));
    share.chunks.add(path.basename(file));
    shares.set(library, share);
  }
  return chunkGz;
};

/** A script public/ holds, copied into dist as written: the app's own, all of it. */
const attributeCopied = async (file: string, shares: Map<string, Share>): Promise<number> => {
  const code = await readFile(path.join(dist, file), 'utf8');
  const gz = gzipSize(code);
  shares.set(`(apps/web) ${file}`, {
    gz,
    raw: Buffer.byteLength(code),
    chunks: new Set([file]),
  });
  return gz;
};

const markdown = (rows: [string, Share][], totalGz: number, files: string[], version: string) =>
  [
    '# Bundle report: the Home route’s first load',
    '',
    `Made on ${new Date().toISOString().slice(0, 10)} by \`${COMMAND}\` from the build ` +
      `\`${version}\` (apps/web/dist/version.json).`,
    '',
    `${files.length} JS files, ${kb(totalGz)} KB gzip -9 in all: index.html's entry script and ` +
      'module preloads, the home page and the first parts of the English dictionaries (what ' +
      'main.tsx fetches before the first render) and workbox-window (the service worker’s ' +
      'registration), with the chunks they import: the files a browser fetches on a first load ' +
      'of `/`. Chunks asked for later (charts, the error illustration, the later parts of the ' +
      'dictionaries) and CSS are not counted. ' +
      '“(bundler)” is code the bundler wrote between modules (the chunk lists of dynamic ' +
      'imports, exports). Bytes go to a library by the source maps of ' +
      'the same build made again (dist ships none); a library’s gzip share of a chunk is its ' +
      'own bytes gzipped, scaled so that the chunk’s parts add up to the chunk’s gzip -9 size.',
    '',
    '| library | gzip KB | share | minified KB | chunks |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([library, share]) =>
        `| ${library} | ${kb(share.gz)} | ${((share.gz / totalGz) * 100).toFixed(1)} % | ` +
        `${kb(share.raw)} | ${share.chunks.size} |`,
    ),
    `| **total** | **${kb(totalGz)}** | 100 % | ` +
      `${kb(rows.reduce((sum, [, share]) => sum + share.raw, 0))} | ${files.length} |`,
    '',
  ].join('\n');

/** The last line: the total, then the largest libraries by name (`react-dom_kb=…`). */
const summary = (rows: [string, Share][], totalGz: number, files: number) => {
  const named = rows.slice(0, LAST_LINE_LIBRARIES);
  const other = rows.slice(LAST_LINE_LIBRARIES).reduce((sum, [, share]) => sum + share.gz, 0);
  const key = (library: string) => library.replace(/[^\w@/.-]+/g, '_').replace(/^_+|_+$/g, '');
  return (
    `bundle: home_js_gz_kb=${kb(totalGz)} js_files=${files} ` +
    named.map(([library, share]) => `${key(library)}_kb=${kb(share.gz)}`).join(' ') +
    ` other_kb=${kb(other)}`
  );
};

const main = async () => {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => {
    throw new Error('no apps/web/dist/index.html: run npm run build -w @brokerage/web first');
  });
  const version = (
    JSON.parse(await readFile(path.join(dist, 'version.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bench-bundle-'));
  try {
    log('building the customer app again with hidden source maps (dist is left as it is)');
    const chunks = await twinBuild(outDir);
    const files = firstLoadChunks(html, chunks);
    const shares = new Map<string, Share>();
    let totalGz = 0;
    for (const file of files) {
      const chunk = chunks.get(file);
      const mapFolder = path.dirname(path.join(outDir, file));
      if (chunk) totalGz += await attribute(file, chunk, mapFolder, shares);
      else totalGz += await attributeCopied(file, shares);
    }
    const rows = [...shares].sort(([, a], [, b]) => b.gz - a.gz);
    for (const [library, share] of rows) {
      log(`${library}: ${kb(share.gz)} KB gz (${((share.gz / totalGz) * 100).toFixed(1)} %)`);
    }
    // As `npm run format` would leave it: the table's columns aligned in the file itself.
    const text = await format(markdown(rows, totalGz, files, version), { parser: 'markdown' });
    await writeFile(reportFile, text);
    log(`written: ${path.relative(repoRoot, reportFile)}`);
    console.log(summary(rows, totalGz, files.length));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
};

await main();
