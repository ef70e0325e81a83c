import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { getSetting } from './reference.repository.ts';

let db: Database;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

describe('settings', () => {
  it('keep a numeric-looking string a string, and other JSON as it was stored', async () => {
    await db.execute(
      sql.raw(`INSERT INTO settings (key, value) VALUES
        ('t.rate', '"0.02"'), ('t.flag', '"true"'), ('t.object', '{"rate":"0.001"}'), ('t.number', '5')`),
    );
    expect(await getSetting(db, 't.rate')).toBe('0.02');
    expect(await getSetting(db, 't.flag')).toBe('true');
    expect(await getSetting(db, 't.object')).toEqual({ rate: '0.001' });
    expect(await getSetting(db, 't.number')).toBe(5);
    expect(await getSetting(db, 't.missing')).toBeUndefined();
  });
});
