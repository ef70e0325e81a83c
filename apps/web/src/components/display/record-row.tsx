import type { ReactNode } from 'react';

/**
 * One label and value of a record card's `<dl className="record-rows">`. Amounts are
 * right-aligned in tabular figures; `plain` is for values that are not numbers (times, names).
 */
export const RecordRow = ({
  label,
  children,
  testId,
  plain = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  plain?: boolean;
}) => (
  <div className="record-row">
    <dt>{label}</dt>
    <dd className={plain ? undefined : 'amount'} data-testid={testId}>
      {children}
    </dd>
  </div>
);
