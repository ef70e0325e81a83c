import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../../../../scripts/static-imports.ts';

const SRC = path.resolve(import.meta.dirname, '../..');

describe("a quote's first load", () => {
  it('has no calendar library: its plan date and its chart format without luxon', () => {
    const reached = staticImports(path.join(SRC, 'pages/quote/quote-page.tsx'));
    const modules = reached.modules.map((file) => path.relative(SRC, file));
    const { packages } = reached;
    expect(modules).toContain('features/plans/components/invest-regularly-entry.tsx');
    expect(modules).toContain('lib/charts/chart-options.ts');
    expect(modules).not.toContain('lib/format/date-time.ts');
    expect(packages).not.toContain('luxon');
    expect(packages).not.toContain('@brokerage/shared/market-time/dates');
  });
});
