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
});
