import path from 'node:path';
import type { Rolldown } from 'vite';
import { loaderModuleOf } from './route-preloads.ts';

/** What the chunk groups read of the bundler's module graph. */
type ModuleGraph = Rolldown.ChunkingContext;

/** The app's own modules; the libraries and the shared package re-export through barrels. */
const APP_SOURCE = /apps[\\/]web[\\/](src[\\/]|index\.html$)/;
/** Dictionaries keep the chunks scripts/dictionary-parts.ts gives them. */
const DICTIONARY = /[\\/]locales[\\/]|\?part=/;

/**
 * The app's modules a module reaches by static imports, itself included. Only the app's own:
 * its imports of a library name the library's barrel, which reaches every component of it,
 * used or not, and would claim modules only a later screen runs.
 */
const staticAppClosure = (graph: ModuleGraph, roots: readonly string[]): Set<string> => {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (found.has(id) || !APP_SOURCE.test(id) || DICTIONARY.test(id)) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
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

/**
 * Which chunk each of the app's modules goes in, so that opening an entry route fetches few
 * files (issue 29). Left to itself the bundler gave every set of screens sharing a module a
 * chunk of its own: a quote's first load was 75 script files, most of them 1–2 KB, and on a
 * phone's connection each costs a round trip (six at a time over HTTP/1.1), which is what
 * Lighthouse's simulation counts before the largest paint.
 *
 * - `app`: what index.html's entry script reaches by static imports: loaded first by every
 *   address, so nothing is gained by splitting it.
 * - `route-…`: the rest of what the entry routes' pages reach statically, grouped by which
 *   entry routes reach it (`route-quote-trade` is what a quote and Trade share and Home, Markets
 *   and sign-in do not). A route loads only chunks made for it, so none carries code its first
 *   load does not run. Other screens import whichever of these hold what they use.
 *
 * Modules no entry route reaches stay with the bundler's own splitting; so do pages (each its
 * own chunk, fetched by page-registry.ts), the dictionaries and the libraries.
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
    const initial = staticAppClosure(graph, [entryOf(graph, from)]);
    const reachedBy = new Map<string, string[]>();
    for (const [route, paths] of Object.entries(options.routePaths)) {
      const pages = paths.map(pageOf).filter((page): page is string => page !== undefined);
      if (pages.length === 0) throw new Error(`first-load chunks: no page for ${route}`);
      for (const id of staticAppClosure(graph, pages)) {
        if (initial.has(id) || pages.includes(id)) continue;
        reachedBy.set(id, [...(reachedBy.get(id) ?? []), route]);
      }
    }
    const result = new Map([...initial].map((id) => [id, 'app']));
    for (const [id, routes] of reachedBy) result.set(id, `route-${routes.join('-')}`);
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
