import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/db/client.ts';

/**
 * The migrations folder as it was before migration `idx`: the same files, the journal cut
 * there. A migration test builds a database with it, writes rows as the code before `idx`
 * wrote them, then migrates to today.
 */
export const migrationsBefore = async (idx: number): Promise<string> => {
  const folder = await mkdtemp(path.join(os.tmpdir(), `migrations-${idx}-`));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
};
