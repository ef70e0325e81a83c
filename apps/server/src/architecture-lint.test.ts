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

const ruleErrors = async (rule: string, filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
};
const zoneErrors = (filePath: string, code: string) => ruleErrors(ZONE_RULE, filePath, code);

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

describe('queries in repositories', () => {
  const RULE = '@typescript-eslint/no-restricted-imports';
  const query = [
    "import { eq } from 'drizzle-orm';",
    "import { deposits } from '../../db/schema/index.ts';",
    'export const where = (id: number) => eq(deposits.id, id);',
    '',
  ].join('\n');

  it('a service building a query fails, once for the builder and once for the table', async () => {
    const errors = await ruleErrors(RULE, 'apps/server/src/modules/deposits/deliberate.ts', query);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('repository');
  });

  it("the module's repository may build it, and a service may name the tables as types", async () => {
    expect(
      await ruleErrors(RULE, 'apps/server/src/modules/deposits/deliberate.repository.ts', query),
    ).toEqual([]);
    const types = [
      "import type { SQL } from 'drizzle-orm';",
      "import type { deposits } from '../../db/schema/index.ts';",
      'export type Row = typeof deposits.$inferSelect;',
      'export type Where = SQL;',
      '',
    ].join('\n');
    expect(await ruleErrors(RULE, 'apps/server/src/modules/deposits/deliberate.ts', types)).toEqual(
      [],
    );
  });
});

describe('one form behaviour in the console', () => {
  const RULE = 'no-restricted-syntax';
  const form = [
    "import { Form, type FormInstance } from 'antd';",
    'export const Deliberate = ({ form }: { form: FormInstance }) => <Form form={form} />;',
    '',
  ].join('\n');

  it('a console screen rendering antd Form directly fails; ConsoleForm itself may', async () => {
    const errors = await ruleErrors(RULE, 'apps/admin/src/pages/deliberate.tsx', form);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ConsoleForm');
    expect(await ruleErrors(RULE, 'apps/admin/src/components/console-form.tsx', form)).toEqual([]);
  });
});

describe('the console imports nothing of the customer app', () => {
  const RULE = 'no-restricted-imports';

  it('a console file importing apps/web by a relative path or by name fails', async () => {
    const relative = await ruleErrors(
      RULE,
      'apps/admin/src/pages/deliberate.tsx',
      [
        "import '../../../web/src/features/news/components/news.css';",
        "export { NewsArticleView } from '../../../web/src/features/news/components/news-article';",
        '',
      ].join('\n'),
    );
    expect(relative).toHaveLength(2);
    expect(relative[0]).toContain('does not import the customer app');
    const named = await ruleErrors(
      RULE,
      'apps/admin/src/app/deliberate.ts',
      "export { i18n } from '/work/apps/web/src/lib/i18n/i18n';\nexport * from '@brokerage/web';\n",
    );
    expect(named).toHaveLength(2);
  });

  it('the shared article package and packages/ by path pass', async () => {
    const errors = await ruleErrors(
      RULE,
      'apps/admin/src/pages/deliberate.tsx',
      [
        "import '@brokerage/article/article.css';",
        "export { ArticleView } from '@brokerage/article';",
        "export { default as en } from '../../../../packages/shared/src/locales/en.json';",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('zod in the browser', () => {
  const importErrors = (filePath: string, code: string) =>
    ruleErrors('no-restricted-imports', filePath, code);
  const classic = "export { z } from 'zod';\n";

  it('classic zod is refused in the customer app, the console and the shared package', async () => {
    for (const file of [
      'apps/web/src/lib/deliberate.ts',
      'apps/admin/src/components/deliberate.ts',
      'packages/shared/src/schemas/deliberate.ts',
    ]) {
      const errors = await importErrors(file, classic);
      expect(errors, file).toHaveLength(1);
      expect(errors[0]).toContain("'zod/mini'");
    }
  });

  it('zod/mini passes there, and the server keeps classic zod', async () => {
    const mini = "export { z } from 'zod/mini';\n";
    expect(await importErrors('apps/web/src/lib/deliberate.ts', mini)).toEqual([]);
    expect(await importErrors('packages/shared/src/schemas/deliberate.ts', mini)).toEqual([]);
    expect(await importErrors('apps/server/src/lib/deliberate.ts', classic)).toEqual([]);
  });
});
