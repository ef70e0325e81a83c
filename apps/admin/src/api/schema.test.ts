import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateSchema } from '../../scripts/openapi-schema.ts';

/**
 * Issue 28 item 14: the committed contract is what the server's routes generate today, so a
 * route changed without `npm run openapi -w @brokerage/admin` fails here (and the console's
 * typecheck cannot go on trusting a stale file).
 */
it('src/api/schema.d.ts is what the server routes generate', async () => {
  const committed = await readFile(path.join(import.meta.dirname, 'schema.d.ts'), 'utf8');
  const { text, paths } = await generateSchema();
  expect(paths).toBeGreaterThan(100);
  expect(committed === text, 'schema.d.ts is stale: run npm run openapi -w @brokerage/admin').toBe(
    true,
  );
}, 60_000);
