import type { StatementLine } from '@brokerage/shared';

/**
 * The server writes each journal entry's description in English ("Buy 10 US:AAPL"). Known
 * shapes, checked against the entry's type family, become a translation key and its values;
 * anything else (an operator's text, a new kind of entry) is shown as the server wrote it.
 */
const SHAPES: readonly {
  family: string;
  pattern: RegExp;
  key: string;
  names: readonly string[];
}[] = [
  {
    family: 'order',
    pattern: /^Buy (\d+) ([A-Z]{2}:[A-Z0-9.]+)$/,
    key: 'buy',
    names: ['quantity', 'key'],
  },
  {
    family: 'order',
    pattern: /^Sell (\d+) ([A-Z]{2}:[A-Z0-9.]+)$/,
    key: 'sell',
    names: ['quantity', 'key'],
  },
  { family: 'order', pattern: /^Order (\d+) cancelled$/, key: 'orderCancelled', names: ['id'] },
  { family: 'deposit', pattern: /^Deposit (\S+)$/, key: 'deposit', names: ['reference'] },
  {
    family: 'transfer',
    pattern: /^Account transfer ([A-Z]{3,5}) to ([A-Z]{3,5})$/,
    key: 'transfer',
    names: ['from', 'to'],
  },
  {
    family: 'withdrawal',
    pattern: /^Withdrawal cancelled$/,
    key: 'withdrawalCancelled',
    names: [],
  },
  { family: 'withdrawal', pattern: /^Withdrawal (\d+)$/, key: 'withdrawal', names: ['id'] },
  { family: 'withdrawal', pattern: /^Withdrawal to (.+)$/, key: 'withdrawalTo', names: ['name'] },
];

/** A translation key and values for a line's description, or undefined to show it as it is. */
export const descriptionKey = (
  line: Pick<StatementLine, 'type' | 'description'>,
): { key: string; values: Record<string, string> } | undefined => {
  const family = line.type.split('.')[0] ?? '';
  for (const shape of SHAPES) {
    if (shape.family !== family) continue;
    const match = shape.pattern.exec(line.description);
    if (!match) continue;
    const values: Record<string, string> = {};
    shape.names.forEach((name, index) => {
      values[name] = match[index + 1] ?? '';
    });
    return { key: `statement.desc.${shape.key}`, values };
  }
  return undefined;
};
