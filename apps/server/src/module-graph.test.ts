import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules form a layered graph (ARCHITECTURE.md section 2): a module may use a
 * lower one, never the other way round, so no chain of imports leads from a module back to
 * itself. File-level cycle rules (import-x/no-cycle) miss this: four-eyes -> withdrawals ->
 * four-eyes ran through different files. Type-only imports count: they couple as surely.
 */
const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));

interface SourceFile {
  file: string;
  source: string;
}

const moduleOf = (file: string): string | null => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
};

const sourcesUnder = (dir: string): SourceFile[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    if (!entry.name.endsWith('.ts') || entry.name.includes('.test.')) return [];
    return [{ file, source: fs.readFileSync(file, 'utf8') }];
  });

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.[^']+)'/g;

const moduleGraph = (files: SourceFile[]): Map<string, Set<string>> => {
  const graph = new Map<string, Set<string>>();
  for (const { file, source } of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of source.matchAll(IMPORT_SPECIFIER)) {
      const to = moduleOf(path.resolve(path.dirname(file), specifier ?? ''));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
};

/** Tarjan's strongly connected components of more than one module: each is a cycle. */
const cyclesOf = (graph: Map<string, Set<string>>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) component.push(member);
    } while (member && member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
};

describe('server module graph', () => {
  const files = sourcesUnder(modulesDir);

  it('has no cycle: no module reaches itself through others', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(cyclesOf(moduleGraph(files))).toEqual([]);
  });

  it('a deliberate import from a lower module into a higher one is caught as a cycle', () => {
    const deliberate = {
      file: path.join(modulesDir, 'reference', 'deliberate.ts'),
      source: "export { placeOrder } from '../trading/place-order.ts';\n",
    };
    const cycles = cyclesOf(moduleGraph([...files, deliberate]));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toEqual(expect.arrayContaining(['reference', 'trading']));
  });

  it('counts type-only and dynamic imports as edges', () => {
    const graph = moduleGraph([
      {
        file: path.join(modulesDir, 'a', 'x.ts'),
        source: "import type { B } from '../b/y.ts';\n",
      },
      { file: path.join(modulesDir, 'b', 'y.ts'), source: "await import('../a/x.ts');\n" },
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b']]);
  });
});
