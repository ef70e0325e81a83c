import { execFile, type ExecFileOptions } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs/promises';

const exec = promisify(execFile);

/** PostgreSQL refuses to run as root: as root its binaries run as this user (embedded.ts does too). */
const POSTGRES_USER = 'postgres';

export interface Identity {
  uid?: number;
  gid?: number;
}

/** The identity PostgreSQL's binaries run under: the `postgres` user when we are root. */
export const postgresIdentity = async (): Promise<Identity> => {
  if (process.getuid?.() !== 0) return {};
  const { stdout: uid } = await exec('id', ['-u', POSTGRES_USER]);
  const { stdout: gid } = await exec('id', ['-g', POSTGRES_USER]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
};

/** Gives `dir` to that identity (a no-op when not root). */
export const handOver = async (dir: string, who: Identity): Promise<void> => {
  if (who.uid === undefined || who.gid === undefined) return;
  await fs.chown(dir, who.uid, who.gid);
};

/** Runs a binary as `who` and answers its stdout; a non-zero exit throws with its stderr. */
export const run = async (
  file: string,
  args: string[],
  who: Identity,
  options: ExecFileOptions = {},
): Promise<string> => {
  const { stdout } = await exec(file, args, { ...options, ...who, encoding: 'utf8' });
  return String(stdout);
};
