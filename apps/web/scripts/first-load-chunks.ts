import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { loaderModuleOf } from './route-preloads.ts';

/** What the chunk groups read of the bundler's module graph. */
type ModuleGraph = Rolldown.ChunkingContext;

/** The dictionaries keep the chunks scripts/dictionary-parts.ts gives them. */
const DICTIONARY = /[\\/]locales[\\/]|\?part=/;

const IMPORT_FROM = /import\s*([^"';]*?)\s*from\s*["']([^"']+)["']/g;
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const SIDE_EFFECT_IMPORT = /import\s*["']([^"']+)["']/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*["']([^"']+)["']/g;
/** How deep re-exports are followed (a library's index, a folder's index, the module). */
const MAX_REEXPORT_DEPTH = 6;

/** `a as b, c` → [[a, b], [c, c]]: each binding's name where it comes from and here. */
const bindings = (list: string): [string, string][] =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [from = '', as = from] = part.split(/\s+as\s+/);
      return [from, as];
    });

/** The module a relative specifier of `from` names, among what `from` imports. */
const resolveRelative = (graph: ModuleGraph, from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from.split('?')[0] ?? from), specifier);
  return graph.getModuleInfo(from)?.importedIds.find((id) => {
    const file = id.split('?')[0] ?? id;
    return file === base || file.startsWith(`${base}.`) || file.startsWith(`${base}/index.`);
  });
};

/** The folder of the package `file` belongs to (the nearest one with a package.json named so). */
const packageFolder = (file: string, name: string): string | undefined => {
  for (
    let folder = path.dirname(file);
    folder !== path.dirname(folder);
    folder = path.dirname(folder)
  ) {
    const manifest = path.join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name)
      return folder;
  }
  return undefined;
};

interface PackageTarget {
  /** The file Node resolves the specifier to. */
  file: string;
  /** The package's folder, for a specifier that is the package's name alone. */
  folder: string | undefined;
}

// Every module of a folder imports the same few packages: each resolved once per build process
// (node_modules does not change under a build), not once per import clause and barrel.
const packageTargets = new Map<string, PackageTarget | undefined>();

/** Where a package specifier imported from `folder` leads, or undefined if Node cannot tell. */
const packageTarget = (folder: string, specifier: string): PackageTarget | undefined => {
  const key = `${folder}\0${specifier}`;
  if (packageTargets.has(key)) return packageTargets.get(key);
  let target: PackageTarget | undefined;
  try {
    const file = realpathSync(createRequire(`${folder}${path.sep}`).resolve(specifier));
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    target = { file, folder: name === specifier ? packageFolder(file, name) : undefined };
  } catch {
    target = undefined;
  }
  packageTargets.set(key, target);
  return target;
};

/** A package's own index, the module its name alone is imported by. */
const PACKAGE_INDEX = /^((es|esm|src|dist|lib)\/)?index\.[cm]?[jt]sx?$/;

/**
 * Whether `specifier`, imported by `from`, names `barrel`: by path for a relative one; for a
 * package, the file Node resolves it to (the browser build may take another file of the same
 * name: es/ beside cjs/), or, for the package's name alone, the package's own index.
 */
const namesBarrel = (graph: ModuleGraph, from: string, specifier: string, barrel: string) => {
  if (specifier.startsWith('.')) return resolveRelative(graph, from, specifier) === barrel;
  const target = packageTarget(path.dirname(from), specifier);
  if (!target) return false;
  const stem = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');
  if (stem(target.file) === stem(barrel)) return true;
  return target.folder !== undefined && PACKAGE_INDEX.test(path.relative(target.folder, barrel));
};

const isBarrel = (code: string) => /export\s*(\*|\{[^}]*\})\s*from/.test(code);

/**
 * The module that defines `name`, exported by `id` directly or through its re-exports (a
 * library's index: `export { default as Button } from './components/button'`, `export * from
 * './money.ts'`); undefined where it cannot be told.
 */
const definerOf = (graph: ModuleGraph, id: string, name: string, depth = 0): string | undefined => {
  const info = graph.getModuleInfo(id);
  if (!info || depth > MAX_REEXPORT_DEPTH) return undefined;
  const code = info.code ?? '';
  for (const [, list = '', specifier = ''] of code.matchAll(NAMED_REEXPORT)) {
    const binding = bindings(list).find(([, as]) => as === name);
    if (!binding) continue;
    const target = resolveRelative(graph, id, specifier);
    return target && definerOf(graph, target, binding[0], depth + 1);
  }
  if (info.exports.includes(name) && !isBarrel(code)) return id;
  for (const [, specifier = ''] of code.matchAll(STAR_REEXPORT)) {
    const target = resolveRelative(graph, id, specifier);
    const found = target && definerOf(graph, target, name, depth + 1);
    if (found) return found;
  }
  return info.exports.includes(name) ? id : undefined;
};

/**
 * What `id` needs of a module it imports that re-exports others (a barrel): the modules that
 * define the names it imports, with what the barrel runs for itself, when every name can be
 * told. Else the barrel whole: it reaches every part of its library, used or not, which costs
 * bytes on the routes reaching it, where reaching less would leave a used module out of the
 * route's chunks and could make their imports circular.
 */
const throughBarrel = (graph: ModuleGraph, id: string, barrel: string): string[] => {
  const code = graph.getModuleInfo(id)?.code ?? '';
  // Every import of the barrel, by its clause: `{ a, b as c }` names its bindings; a default
  // or namespace import (`x`, `* as x`, `x, { a }`) does not, and the barrel is followed whole.
  const clauses = [...code.matchAll(IMPORT_FROM)]
    .filter(([, , specifier = '']) => namesBarrel(graph, id, specifier, barrel))
    .map(([, clause = '']) => clause.trim());
  const named = clauses.every((clause) => clause.startsWith('{') && clause.endsWith('}'));
  const names = clauses.flatMap((clause) => bindings(clause.slice(1, -1)).map(([from]) => from));
  const definers = names.map((name) => definerOf(graph, barrel, name));
  if (!named || names.length === 0 || definers.some((definer) => definer === undefined))
    return [barrel];
  // What the barrel runs for itself (antd-mobile's `import './global'`) runs wherever it is used.
  const ownImports = [...(graph.getModuleInfo(barrel)?.code ?? '').matchAll(SIDE_EFFECT_IMPORT)]
    .map(([, specifier = '']) => resolveRelative(graph, barrel, specifier))
    .filter((module): module is string => module !== undefined);
  return [...(definers as string[]), ...ownImports];
};

/**
 * The modules `roots` reach by static imports, themselves included, seeing through barrels
 * (throughBarrel). A module none of the bundle runs is never asked about, so over-reaching
 * costs nothing; a barrel seen whole would.
 */
const staticClosure = (graph: ModuleGraph, roots: readonly string[]): Set<string> => {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (found.has(id) || DICTIONARY.test(id)) continue;
    found.add(id);
    const barrel = isBarrel(graph.getModuleInfo(id)?.code ?? '');
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      const code = graph.getModuleInfo(imported)?.code ?? '';
      // A barrel reached whole (from another, or by a default import) is followed whole.
      queue.push(...(isBarrel(code) && !barrel ? throughBarrel(graph, id, imported) : [imported]));
    }
  }
  return found;
};

/** The entry module (index.html), walking up from any module of the bundle. */
const entryOf = (graph: ModuleGraph, from: string): string => {
  const queue = [from];
  const seen = new Set(queue);
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const info = graph.getModuleInfo(id);
    if (info?.isEntry) return id;
    for (const next of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  throw new Error(`first-load chunks: no entry above ${from}`);
};

/** Below this much code (before minifying) a set of routes' share is not worth a file. */
export const SMALL_SHARE_CHARS = 20_000;
/** The chunk every entry route loads: the small shares of two or more routes together. */
const COMMON = 'route-common';

/**
 * The chunk of each set of entry routes (`['market', 'trade']`): a route's own code keeps its
 * file, and so does a set's share of code worth a round trip of its own; the small shares of
 * two or more routes go together in `route-common`, which every entry route loads (a few KB
 * unused on some, a round trip fewer on all: the quote's first load had ten files of 1–2 KB).
 * A set keeps its file only if every smaller set inside it keeps its own: a module's imports are
 * reached by the same routes or more, so a chunk then imports only chunks of the same routes or
 * more, or `route-common`, which holds only shares whose imports are in it too — no cycle.
 */
const sharedChunks = (graph: ModuleGraph, reachedBy: Map<string, string[]>) => {
  const size = new Map<string, number>();
  for (const [id, routes] of reachedBy) {
    const key = routes.join('-');
    size.set(key, (size.get(key) ?? 0) + (graph.getModuleInfo(id)?.code?.length ?? 0));
  }
  const sets = [...size.keys()].map((key) => key.split('-'));
  const kept = new Set<string>();
  // Smaller sets first, so that a set's subsets are decided before it.
  for (const routes of sets.sort((a, b) => a.length - b.length)) {
    const key = routes.join('-');
    const subsetsKept = sets
      .filter((other) => other.length < routes.length && other.every((r) => routes.includes(r)))
      .every((other) => kept.has(other.join('-')));
    const worthAFile = routes.length === 1 || (size.get(key) ?? 0) >= SMALL_SHARE_CHARS;
    if (worthAFile && subsetsKept) kept.add(key);
  }
  return (routes: string[]) => {
    const key = routes.join('-');
    return kept.has(key) ? `route-${key}` : COMMON;
  };
};

/**
 * Which chunk each module goes in, so that opening an entry route fetches few files (issue
 * 29). Left to itself the bundler gave every set of screens sharing a module a chunk of its
 * own: a quote's first load was 75 script files, most of them 1–2 KB, and on a phone's
 * connection each costs a round trip (six at a time over HTTP/1.1), which is what Lighthouse's
 * simulation counts before the largest paint.
 *
 * - `app`: what index.html's entry script reaches by static imports (the app's modules and the
 *   libraries' parts they use): loaded first by every address, so nothing is gained by
 *   splitting it.
 * - `route-…`: the rest of what the entry routes' pages reach statically, grouped by which
 *   entry routes reach it (`route-quote-trade` is what a quote and Trade share and Home, Markets
 *   and sign-in do not), except the small shares of two or more routes, which go together in
 *   `route-common` (sharedChunks): there a route loads a few KB its first load does not run.
 *   Other screens import whichever hold what they use.
 *
 * Groups declared before this one keep theirs (vendor, the sheets, the error illustration).
 * Modules no entry route reaches stay with the bundler's own splitting; so do pages (each its
 * own chunk, fetched by page-registry.ts) and the dictionaries.
 */
export const firstLoadChunkName = (options: {
  registryFile: string;
  registrySource: string;
  /** Entry route name → its addresses (config/entry-routes.ts BOOT_ROUTES). */
  routePaths: Record<string, readonly string[]>;
}): ((id: string, graph: ModuleGraph) => string | null) => {
  // One chunking pass hands every call the same graph object; a new build, a new one.
  const namesOf = new WeakMap<ModuleGraph, Map<string, string>>();
  const pageOf = (routePath: string) => {
    const module = loaderModuleOf(options.registrySource, routePath);
    return module && `${path.resolve(path.dirname(options.registryFile), module)}.tsx`;
  };
  const build = (graph: ModuleGraph, from: string) => {
    const initial = staticClosure(graph, [entryOf(graph, from)]);
    const reachedBy = new Map<string, string[]>();
    for (const [route, paths] of Object.entries(options.routePaths)) {
      const pages = paths.map(pageOf).filter((page): page is string => page !== undefined);
      if (pages.length === 0) throw new Error(`first-load chunks: no page for ${route}`);
      for (const id of staticClosure(graph, pages)) {
        if (initial.has(id) || pages.includes(id)) continue;
        reachedBy.set(id, [...(reachedBy.get(id) ?? []), route]);
      }
    }
    const result = new Map([...initial].map((id) => [id, 'app']));
    const chunkOf = sharedChunks(graph, reachedBy);
    for (const [id, routes] of reachedBy) result.set(id, chunkOf(routes));
    return result;
  };
  return (id, graph) => {
    let names = namesOf.get(graph);
    if (!names) {
      names = build(graph, id);
      namesOf.set(graph, names);
    }
    return names.get(id) ?? null;
  };
};
