/**
 * `npm run openapi -w @brokerage/admin`: writes the console's typed contract
 * `src/api/schema.d.ts` from the server's routes (see openapi-schema.ts). Run it after a
 * server route changes; typecheck then shows every call the change breaks.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSchema } from './openapi-schema.ts';

const { text, paths } = await generateSchema();
await writeFile(path.join(import.meta.dirname, '../src/api/schema.d.ts'), text);
console.log(`src/api/schema.d.ts: ${paths} paths`);
