import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/**
 * The canonical source of the database's functions (issue 18): each file holds one or more
 * `CREATE OR REPLACE FUNCTION` with its grants, and is the only place a function's body is
 * written. Migrations create tables; they never copy a function body again.
 */
export const functionsFolder = path.join(import.meta.dirname, 'functions');

interface FunctionFile {
  name: string;
  text: string;
  sha256: string;
}

const readFunctionFiles = async (folder: string): Promise<FunctionFile[]> => {
  const names = (await fs.readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await fs.readFile(path.join(folder, name), 'utf8');
      return { name, text, sha256: createHash('sha256').update(text).digest('hex') };
    }),
  );
};

/**
 * Applies the function files whose SHA-256 differs from the one `db_functions` (migration 0022)
 * records, and records the new one; an unchanged file is not run again. Everything happens in
 * one transaction under an advisory lock, so two server copies starting at once apply each
 * change once (the second waits, then finds nothing to do), and a file that fails leaves the
 * database as it was. Runs as the owner, after the migrations. Answers the files it applied.
 */
export const applyFunctions = async (
  pool: pg.Pool,
  folder: string = functionsFolder,
): Promise<string[]> => {
  const files = await readFunctionFiles(folder);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('db_functions'))`);
    const { rows } = await client.query<{ name: string; sha256: string }>(
      'SELECT name, sha256 FROM db_functions',
    );
    const applied = new Map(rows.map((row) => [row.name, row.sha256]));
    const changed = files.filter((file) => applied.get(file.name) !== file.sha256);
    for (const file of changed) {
      // No parameters: the simple query protocol, which runs every statement of the file.
      await client.query(file.text);
      await client.query(
        `INSERT INTO db_functions (name, sha256) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET sha256 = EXCLUDED.sha256, applied_at = now()`,
        [file.name, file.sha256],
      );
    }
    await client.query('COMMIT');
    return changed.map((file) => file.name);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
