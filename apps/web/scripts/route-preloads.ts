import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * What the boot script asks the browser to fetch beside index.html's own module preloads (issue
 * 29): the page chunk of the route the address opens and the dictionaries of the stored language,
 * each with the chunks it imports (a module the bundler put into a chunk of index.html's is
 * there already). The app asks for both only once its entry script has run
 * (main.tsx: preloadPage, applyLanguage); fetched from the start, they are there when it does.
 */
export interface RoutePreloads {
  /** Per boot route (boot-shell.tsx BOOT_ROUTES): `assets/…` files not in index.html. */
  routes: Record<string, string[]>;
  /** Per language key: its dictionaries' files not in index.html. */
  languages: Record<string, string[]>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The module a table of loaders imports for `key`, as written there, or undefined when it has
 * none. A loader is written in place (`'/x': () => import('…')`, `de: () => import('…')`) or
 * named (`'/x': quotePage,` with `const quotePage: Loader = () => import('…')`): the forms of
 * page-registry.ts and antd-locale.tsx.
 */
export const loaderModuleOf = (source: string, key: string): string | undefined => {
  const entry = new RegExp(
    `(?:'${escaped(key)}'|\\b${escaped(key)}):\\s*(?:\\(\\)\\s*=>\\s*import\\('([^']+)'\\)|(\\w+),)`,
  ).exec(source);
  if (entry?.[1]) return entry[1];
  if (!entry?.[2]) return undefined;
  const named = new RegExp(
    `const ${entry[2]}: Loader = \\(\\)\\s*=>\\s*import\\('([^']+)'\\)`,
  ).exec(source);
  if (!named?.[1]) throw new Error(`no loader named ${entry[2]}`);
  return named[1];
};

const staticClosure = (
  roots: string[],
  chunks: Map<string, Rolldown.OutputChunk>,
  known: Set<string>,
): string[] => {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || known.has(file)) return;
    files.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  roots.forEach(visit);
  return [...files];
};

/**
 * The preloads of a finished bundle. `routePaths`: each boot route's addresses; `languages`:
 * the modules each language key loads before the first render (absolute ids: its dictionaries
 * and antd-mobile's texts). A boot route whose page is in no
 * chunk stops the build: the boot script would silently fetch nothing for it.
 */
export const routePreloads = (options: {
  chunks: Rolldown.OutputChunk[];
  registryFile: string;
  registrySource: string;
  routePaths: Record<string, readonly string[]>;
  languages: Record<string, string[]>;
}): RoutePreloads => {
  const chunks = new Map(options.chunks.map((chunk) => [chunk.fileName, chunk]));
  // A module's chunk: its own, or the one the bundler put it in with others.
  const byModule = new Map(
    options.chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)),
  );
  const entry = options.chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preloads: the bundle has no entry chunk');
  const inHtml = new Set(staticClosure([entry.fileName], chunks, new Set()));
  const chunkOf = (module: string) => {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`route preloads: ${module} is in no chunk`);
    return chunk.fileName;
  };
  const routes = Object.fromEntries(
    Object.entries(options.routePaths).map(([name, paths]) => {
      const modules = paths
        .map((routePath) => loaderModuleOf(options.registrySource, routePath))
        .filter((module): module is string => module !== undefined)
        .map((module) => `${path.resolve(path.dirname(options.registryFile), module)}.tsx`);
      if (modules.length === 0) throw new Error(`route preloads: no page for ${name}`);
      return [name, staticClosure(modules.map(chunkOf), chunks, inHtml)];
    }),
  );
  const languages = Object.fromEntries(
    Object.entries(options.languages).map(([key, modules]) => [
      key,
      staticClosure(modules.map(chunkOf), chunks, inHtml),
    ]),
  );
  return { routes, languages };
};
