import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's title with its tools (filters, actions) on the right. */
export const PageHeader = ({ title, extra }: { title: string; extra?: ReactNode }) => (
  <div className="page-header">
    <Typography.Title level={3}>{title}</Typography.Title>
    {extra ? <div className="page-header-extra">{extra}</div> : null}
  </div>
);
