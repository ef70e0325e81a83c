import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import zones of eslint.config.js (ARCHITECTURE.md section 2), proven by linting
 * deliberate violations as if they were files of the repository: each must fail with the
 * zone rule, and its lawful twin must pass.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const ZONE_RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

const zoneErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ZONE_RULE)
    .map((message) => message.message);
};

describe('import zones', () => {
  it('a web feature importing another feature by a sibling-relative path fails', async () => {
    const errors = await zoneErrors(
      'apps/web/src/features/trade/components/deliberate.tsx',
      "export { useExportStatement } from '../../statement/api/export-statement';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Features do not import each other');
  });

  it('the same feature importing its own files and the shared layer passes', async () => {
    const errors = await zoneErrors(
      'apps/web/src/features/trade/components/deliberate.tsx',
      [
        "export { formatPrice } from '../utils/trade-format';",
        "export { saveBlob } from '../../../lib/files/save-blob';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('the shared layer importing a feature fails', async () => {
    const errors = await zoneErrors(
      'apps/web/src/lib/files/deliberate.ts',
      "export { useExportStatement } from '../../features/statement/api/export-statement';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('a server service importing http/ fails; its routes file may', async () => {
    const code = "export { authenticateOperator } from '../../http/operator-auth.ts';\n";
    const service = await zoneErrors('apps/server/src/modules/kyc/deliberate.service.ts', code);
    expect(service).toHaveLength(1);
    expect(service[0]).toContain('Only a module');
    expect(await zoneErrors('apps/server/src/modules/kyc/deliberate.routes.ts', code)).toEqual([]);
  });

  it('a module importing the composition root fails', async () => {
    const errors = await zoneErrors(
      'apps/server/src/modules/withdrawals/deliberate.ts',
      "export { FOUR_EYES_ACTIONS } from '../../four-eyes-actions.ts';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('composition root');
  });

  it('the ledger importing a module fails', async () => {
    const errors = await zoneErrors(
      'apps/server/src/ledger/deliberate.ts',
      "export { actorOf } from '../modules/security/sessions.ts';\n",
    );
    expect(errors).toHaveLength(1);
  });
});
