import { Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A setting that holds one amount per currency and kind (maximums, four-eyes thresholds): a
 * row a currency, a right-aligned field a kind, inside the setting's form.
 */
export const CurrencyGrid = <Kind extends string>({
  currencies,
  kinds,
  titleOf,
  testIdPrefix,
}: {
  currencies: string[];
  kinds: readonly Kind[];
  titleOf: (kind: Kind) => string;
  /** When set, each field is `<prefix>-<currency>-<kind>` for the e2e tests. */
  testIdPrefix?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="currency"
      pagination={false}
      className="gap-bottom settings-grid"
      dataSource={currencies.map((currency) => ({ currency }))}
      columns={[
        { title: t('settings.limits.currency'), dataIndex: 'currency', width: 100 },
        ...kinds.map((kind) => ({
          title: titleOf(kind),
          key: kind,
          render: (_: unknown, row: { currency: string }) => (
            <Form.Item name={[row.currency, kind]} noStyle>
              <Input
                inputMode="decimal"
                className="number-input"
                data-testid={testIdPrefix ? `${testIdPrefix}-${row.currency}-${kind}` : undefined}
              />
            </Form.Item>
          ),
        })),
      ]}
    />
  );
};
