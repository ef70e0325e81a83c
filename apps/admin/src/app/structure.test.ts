import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28 item 14, the console's layout (as Ant Design Pro's): every screen is a folder under
 * pages/ with its dialogs, forms and helpers, and its server calls live in that folder's
 * queries.ts (fetchers, query keys, hooks). A screen file calling the API again, or a screen
 * dropped flat into pages/, fails here.
 */
const PAGES = path.join(import.meta.dirname, '..', 'pages');
const API_CALL = /\bapi\s*\.\s*(GET|POST|PUT|DELETE|PATCH)\b/;
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(PAGES, path.join(entry.parentPath, entry.name)));
};

describe('the console pages', () => {
  it('hold every screen in its own folder, none flat under pages/', async () => {
    const flat = (await readdir(PAGES, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(flat, 'move these into pages/<screen>/').toEqual([]);
  });

  it('call the API only from a folder’s queries.ts', async () => {
    const sources = (await filesUnder(PAGES)).filter(
      (file) => /\.tsx?$/.test(file) && !isTest(file) && path.basename(file) !== 'queries.ts',
    );
    expect(sources.length).toBeGreaterThan(40);
    const calling: string[] = [];
    for (const file of sources)
      if (API_CALL.test(await readFile(path.join(PAGES, file), 'utf8'))) calling.push(file);
    expect(calling, 'move these calls into the folder’s queries.ts').toEqual([]);
  });

  it('import nothing from another screen’s folder (shared parts live in components/)', async () => {
    const sources = (await filesUnder(PAGES)).filter((file) => /\.tsx?$/.test(file));
    const crossing: string[] = [];
    for (const file of sources) {
      const text = await readFile(path.join(PAGES, file), 'utf8');
      for (const [, target] of text.matchAll(/from '(\.[^']+)'/g)) {
        const resolved = path.relative(PAGES, path.join(PAGES, path.dirname(file), target ?? ''));
        const [folder] = resolved.split(path.sep);
        if (!resolved.startsWith('..') && folder !== file.split(path.sep)[0])
          crossing.push(`${file} → ${target}`);
      }
    }
    expect(crossing).toEqual([]);
  });
});

/**
 * Issue 28: every table of records can be taken to a spreadsheet. antd's Table is drawn only
 * through PagedTable, ListTable and RowsTable (paged-table.tsx), which require a CSV export;
 * the exceptions are forms laid out as grids (an input in each cell) and the postings inside
 * an opened ledger row (exported as the entry's postings column).
 */
const SRC = path.join(import.meta.dirname, '..');
const TABLES_WITHOUT_EXPORT = new Set([
  'components/paged-table.tsx',
  'components/currency-grid.tsx',
  'pages/settings/settings-margin.tsx',
  'pages/settings/settings-trading.tsx',
  'pages/ledger/ledger-screen.tsx',
]);

describe('the console tables', () => {
  it('are drawn with an export, except forms laid out as grids', async () => {
    const entries = await readdir(SRC, { withFileTypes: true, recursive: true });
    const sources = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !isTest(entry.name))
      .map((entry) => path.relative(SRC, path.join(entry.parentPath, entry.name)));
    const drawing: string[] = [];
    for (const file of sources)
      if (/<Table\b/.test(await readFile(path.join(SRC, file), 'utf8'))) drawing.push(file);
    expect(drawing.length).toBeGreaterThan(0);
    expect(
      drawing.filter((file) => !TABLES_WITHOUT_EXPORT.has(file)),
      'draw these with PagedTable, ListTable or RowsTable',
    ).toEqual([]);
  });
});
