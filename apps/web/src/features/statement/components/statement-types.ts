/** The type filter's choices: journal types and their sub-types (server matches by prefix). */
export const STATEMENT_TYPES = ['order', 'deposit', 'withdrawal', 'transfer', 'dividend'] as const;

/** Journal types with their own label; others fall back to their family, then the raw type. */
const LABELLED = new Set([
  'deposit',
  'withdrawal.reserve',
  'withdrawal.post',
  'withdrawal.void',
  'order.buy',
  'order.reserve',
  'order.post',
  'order.void',
  'order.sell',
  'transfer',
  'dividend',
  'cash_in_lieu',
  'practice_funding',
]);

/** Translation key of a journal type's label, or undefined when it has none. */
export const typeLabelKey = (type: string): string | undefined => {
  if (LABELLED.has(type)) return `statement.type.${type.replace('.', '_')}`;
  const family = type.split('.')[0] ?? '';
  return (STATEMENT_TYPES as readonly string[]).includes(family)
    ? `statement.filter.${family}`
    : undefined;
};
