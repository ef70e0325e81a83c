import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The full-width primary submit button at the foot of a form. */
export const SubmitButton = ({
  loading,
  testId,
  children,
}: {
  loading?: boolean;
  testId?: string;
  children: ReactNode;
}) => (
  <Button block type="submit" color="primary" size="large" loading={loading} data-testid={testId}>
    {children}
  </Button>
);
