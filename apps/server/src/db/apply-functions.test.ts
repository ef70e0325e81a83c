import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { applyFunctions, functionsFolder } from './apply-functions.ts';
import { connectDatabase, type DatabaseHandle } from './client.ts';

/**
 * The canonical function files are applied by hash (issue 18): a changed file again, an
 * unchanged one never, once however many server copies start together.
 */
let owner: DatabaseHandle;
let folder: string;

/** A function file that answers `answer` and counts its own runs in a sequence. */
const functionFile = (name: string, answer: number) =>
  fs.writeFile(
    path.join(folder, name),
    `CREATE OR REPLACE FUNCTION ${name.replace('.sql', '')}_answer() RETURNS int
       LANGUAGE sql IMMUTABLE AS $$ SELECT ${answer} $$;
     SELECT nextval('${name.replace('.sql', '')}_runs');`,
  );

const query = async (text: string) => (await owner.pool.query(text)).rows[0];

/** How many times a test file ran: its sequence's calls. */
const runs = async (name: string) =>
  (
    await owner.pool.query<{ runs: number }>(
      `SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS runs FROM ${name}_runs`,
    )
  ).rows[0]?.runs;

beforeAll(async () => {
  const { url, close } = await createTestDatabase();
  await close();
  owner = connectDatabase(url, 12);
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'db-functions-'));
  for (const name of ['fa', 'fb', 'fc']) await owner.pool.query(`CREATE SEQUENCE ${name}_runs`);
});

afterAll(async () => {
  await owner.close();
  await fs.rm(folder, { recursive: true, force: true });
});

describe('applying db/functions', () => {
  it('the migrator applied every canonical file and recorded its hash', async () => {
    const names = (await fs.readdir(functionsFolder)).filter((n) => n.endsWith('.sql')).sort();
    const { rows } = await owner.pool.query<{ name: string; sha256: string }>(
      'SELECT name, sha256 FROM db_functions ORDER BY name',
    );
    const expected = await Promise.all(
      names.map(async (name) => ({
        name,
        sha256: createHash('sha256')
          .update(await fs.readFile(path.join(functionsFolder, name), 'utf8'))
          .digest('hex'),
      })),
    );
    expect(rows).toEqual(expected);
    expect(await applyFunctions(owner.pool)).toEqual([]);
  });

  it('every function of the database has its body in a db/functions file', async () => {
    const defined = new Set<string>();
    for (const name of await fs.readdir(functionsFolder)) {
      if (!name.endsWith('.sql')) continue;
      const text = await fs.readFile(path.join(functionsFolder, name), 'utf8');
      for (const match of text.matchAll(/CREATE (?:OR REPLACE )?FUNCTION\s+([a-z_]+)/gi)) {
        defined.add(match[1] ?? '');
      }
    }
    const { rows } = await owner.pool.query<{ name: string }>(
      `SELECT DISTINCT p.proname AS name FROM pg_proc p
         JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')
        ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((row) => row.name).filter((name) => !defined.has(name))).toEqual([]);
  });

  it('a changed file is applied again, an unchanged one is not', async () => {
    await functionFile('fa.sql', 1);
    await functionFile('fb.sql', 1);
    expect(await applyFunctions(owner.pool, folder)).toEqual(['fa.sql', 'fb.sql']);
    expect(await applyFunctions(owner.pool, folder)).toEqual([]);
    await functionFile('fa.sql', 2);
    expect(await applyFunctions(owner.pool, folder)).toEqual(['fa.sql']);
    expect(await query('SELECT fa_answer() AS a, fb_answer() AS b')).toEqual({ a: 2, b: 1 });
    // Each file ran once per version: fa twice, fb once.
    expect([await runs('fa'), await runs('fb')]).toEqual([2, 1]);
  });

  it('ten copies applying at once apply a change once', async () => {
    await functionFile('fc.sql', 7);
    const applied = await Promise.all(
      Array.from({ length: 10 }, () => applyFunctions(owner.pool, folder)),
    );
    expect(applied.flat()).toEqual(['fc.sql']);
    expect(await runs('fc')).toBe(1);
  });

  it('a file that fails leaves the database as it was: nothing of the batch is recorded', async () => {
    await functionFile('fa.sql', 3);
    await fs.writeFile(path.join(folder, 'fz.sql'), 'CREATE OR REPLACE FUNCTION broken(');
    await expect(applyFunctions(owner.pool, folder)).rejects.toThrow(/syntax/);
    expect(await query('SELECT fa_answer() AS a')).toEqual({ a: 2 });
    await fs.rm(path.join(folder, 'fz.sql'));
    expect(await applyFunctions(owner.pool, folder)).toEqual(['fa.sql']);
  });
});
