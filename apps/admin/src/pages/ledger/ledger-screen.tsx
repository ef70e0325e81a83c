import { ledgerAdjustmentRequest, can } from '@brokerage/shared';
import { Alert, Button, Card, Form, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Actor } from '../../components/actor';
import { CustomerLink } from '../../components/customer-link';
import { CustomerIdentity } from '../../components/customer-identity';
import { useConfirmChange } from '../../components/confirm-change';
import { DateTime } from '../../components/date-time';
import { FilterBar } from '../../components/filter-bar';
import { useListFilter } from '../../components/use-list-filter';
import { EntryDescription, EntryType, postingsCsvColumn } from '../../components/ledger-entry';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { PagedTable, usePaging } from '../../components/paged-table';
import { parseWithSchema } from '../../components/zod-form';
import { useOperator } from '../../session/use-operator';
import { useOutcomeMessage } from '../../components/outcome-message';
import { ConsoleForm } from '../../components/console-form';
import {
  fetchEntries,
  useAdjustment,
  useCustomerLookup,
  useEntries,
  useLedgerCheck,
  type Entry,
} from './queries';

const FILTER_NAMES = ['customerId', 'type', 'from', 'to'] as const;
type Posting = Entry['postings'][number];

const CheckButton = () => {
  const { t } = useTranslation();
  const check = useLedgerCheck();
  return (
    <>
      <Button loading={check.isPending} onClick={() => check.mutate()} data-testid="ledger-check">
        {t('dashboard.runCheck')}
      </Button>
      <Modal
        open={check.data !== undefined || check.error !== null}
        title={t('dashboard.ledger')}
        footer={null}
        onCancel={() => check.reset()}
      >
        {check.error ? <Alert type="error" showIcon title={check.error.message} /> : null}
        {check.data?.ok ? <Alert type="success" showIcon title={t('dashboard.ledgerOk')} /> : null}
        {check.data && !check.data.ok ? (
          <>
            <Alert
              type="error"
              showIcon
              title={t('dashboard.ledgerBreaches', { count: check.data.breaches })}
              className="gap-bottom"
            />
            <ul>
              {check.data.details.map((detail, index) => (
                <li key={index}>
                  <code>{detail.rule}</code> {detail.detail}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Modal>
    </>
  );
};

/**
 * A correction of a customer's cash is one journal entry against the adjustments account,
 * never an edited balance; the reason is mandatory and the customer reads it on the statement.
 */
const AdjustmentForm = () => {
  const { t } = useTranslation();
  const outcome = useOutcomeMessage();
  const [form] = Form.useForm();
  const lookUpCustomer = useCustomerLookup();
  const confirm = useConfirmChange();
  const { mutation: adjust, newAdjustment } = useAdjustment((result) => {
    outcome(result, 'entryId' in result ? t('ledger.adjusted', { id: result.entryId }) : '');
    form.resetFields();
  });
  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, string | undefined>;
    const body = parseWithSchema(
      form,
      ledgerAdjustmentRequest,
      {
        ...values,
        customerId: values.customerId ? Number(values.customerId) : undefined,
        currency: values.currency?.toUpperCase(),
      },
      t,
      {
        labels: {
          customerId: t('common.customer'),
          currency: t('ledger.currency'),
          amount: t('ledger.amount'),
          reason: t('review.reason'),
        },
      },
    );
    if (!body) return;
    // The customer's name is checked by the operator before anything posts: an ID one digit
    // off would otherwise credit a stranger.
    const customer = await lookUpCustomer(body.customerId).catch(() => null);
    if (!customer) {
      form.setFields([{ name: 'customerId', errors: [t('ledger.noSuchCustomer')] }]);
      return;
    }
    const credit = !body.amount.startsWith('-');
    const confirmed = await confirm({
      title: t(credit ? 'ledger.confirmCredit' : 'ledger.confirmDebit'),
      effect: t('ledger.confirmEffect'),
      rows: [
        {
          label: t('common.customer'),
          after: <CustomerIdentity customer={customer} linked={false} />,
        },
        {
          label: t('ledger.amount'),
          after: <Money value={body.amount} currency={body.currency} signed />,
        },
        { label: t('review.reason'), after: body.reason },
      ],
      okText: t('ledger.post'),
      danger: !credit,
    });
    if (confirmed) adjust.mutate(body);
  };
  return (
    <Card size="small" title={t('ledger.adjustment')} className="gap-bottom">
      <ConsoleForm
        form={form}
        layout="inline"
        onFinish={() => void submit()}
        onValuesChange={newAdjustment}
        className="filter-bar"
      >
        <Form.Item name="customerId" label={t('common.customer')} required>
          <Input inputMode="numeric" style={{ width: 110 }} data-testid="adjust-customer" />
        </Form.Item>
        <Form.Item name="currency" label={t('ledger.currency')} required>
          <Input style={{ width: 80 }} placeholder="USD" data-testid="adjust-currency" />
        </Form.Item>
        <Form.Item name="amount" label={t('ledger.amount')} required extra={t('ledger.amountHint')}>
          <Input inputMode="decimal" style={{ width: 140 }} data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('review.reason')} required extra={t('review.reasonHint')}>
          <Input style={{ width: 320 }} maxLength={500} data-testid="adjust-reason" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={adjust.isPending}
          data-testid="adjust-submit"
        >
          {t('ledger.post')}
        </Button>
      </ConsoleForm>
      {adjust.error ? (
        <Alert type="error" showIcon title={adjust.error.message} className="gap-top" />
      ) : null}
    </Card>
  );
};

/** Journal entries by customer, type and date, each with its postings. */
export const LedgerScreen = () => {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  const paging = usePaging();
  const filter = useListFilter(FILTER_NAMES, paging.reset);
  const filters = filter.values;
  const query = useEntries(filters, paging.page, paging.pageSize);

  const columns: TableColumnsType<Entry> = [
    { title: t('common.id'), dataIndex: 'id', width: 80 },
    {
      title: t('audit.when'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('ledger.type'),
      dataIndex: 'type',
      render: (value: string) => <EntryType type={value} />,
    },
    {
      title: t('common.customer'),
      dataIndex: 'customerId',
      render: (id: number | null) => (id === null ? '—' : <CustomerLink id={id} />),
    },
    {
      title: t('ledger.description'),
      dataIndex: 'description',
      // Wrapped, never cut: what the entry did is what the reader came for.
      render: (value: string, row) => (
        <div className="cell-memo">
          <EntryDescription
            memo={row.memo}
            description={value}
            currency={row.postings[0]?.currency}
          />
        </div>
      ),
    },
    {
      // The customer's own cash leg: what the entry did to their balance.
      title: t('ledger.amount'),
      key: 'amount',
      align: 'right',
      render: (_, row) => {
        const leg =
          row.postings.find((posting) => posting.account === `customer:${row.customerId}:cash`) ??
          row.postings[0];
        return leg ? <Money value={leg.amount} currency={leg.currency} signed /> : '—';
      },
    },
    {
      title: t('ledger.reference'),
      dataIndex: 'reference',
      ellipsis: true,
      width: 140,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('ledger.actor'),
      dataIndex: 'actor',
      render: (value: string, row) => <Actor actor={value} name={row.actorName} />,
    },
    {
      title: t('review.reason'),
      dataIndex: 'reason',
      ellipsis: true,
      width: 180,
      render: (value: string | null) => value ?? '—',
    },
  ];
  const postingColumns: TableColumnsType<Posting> = [
    {
      title: t('ledger.account'),
      dataIndex: 'account',
      render: (value: string) => <code>{value}</code>,
    },
    {
      title: t('ledger.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} signed />,
    },
    {
      title: t('ledger.balanceAfter'),
      dataIndex: 'balanceAfter',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.ledger')} extra={can(role, 'review') ? <CheckButton /> : null} />
      {can(role, 'manage') ? <AdjustmentForm /> : null}
      <FilterBar
        fields={[
          { name: 'customerId', label: t('common.customer'), width: 110 },
          { name: 'type', label: t('ledger.type'), width: 160 },
          { name: 'from', label: t('common.from'), type: 'date', width: 150 },
          { name: 'to', label: t('common.to'), type: 'date', width: 150 },
        ]}
        list="ledger"
        filter={filter}
      />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        csv={{
          name: 'ledger',
          fetchPage: (page, size) => fetchEntries(filters, page, size),
          extra: [postingsCsvColumn(t('ledger.postings'))],
        }}
        testId="ledger-table"
        expandable={{
          expandedRowRender: (entry) => (
            <Space direction="vertical" className="postings">
              <Table<Posting>
                size="small"
                pagination={false}
                rowKey={(posting) => `${posting.account}-${posting.currency}`}
                columns={postingColumns}
                dataSource={entry.postings}
              />
            </Space>
          ),
        }}
      />
    </>
  );
};
