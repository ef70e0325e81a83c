import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { operators } from '../db/schema/index.ts';
import { hashSecret } from '../modules/security/passwords.ts';

interface Logger {
  warn: (message: string) => void;
}

/**
 * The first operator, created once. Its password is ADMIN_PASSWORD or a generated
 * one printed a single time: there is never a fixed default password.
 */
export const ensureFirstOperator = async (
  db: Database,
  adminPassword: string | undefined,
  log: Logger,
) => {
  const [existing] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (existing) return;
  const password = adminPassword ?? randomBytes(15).toString('base64url');
  const inserted = await db
    .insert(operators)
    .values({ username: 'admin', passwordHash: await hashSecret(password), role: 'superadmin' })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (inserted.length > 0 && !adminPassword) {
    log.warn(
      `first operator created: username "admin", password "${password}" (shown only this once)`,
    );
  }
};
