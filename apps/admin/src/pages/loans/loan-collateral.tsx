import {
  formatQuantity,
  isLanguageKey,
  type COLLATERAL_STATUSES,
  type LanguageKey,
  type MARGIN_CALL_STATUSES,
} from '@brokerage/shared';
import { Alert, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/date-time';
import { Money } from '../../components/money';
import { RowsTable } from '../../components/paged-table';
import { decimalsOf, ratioAsPercent } from './loan-figures';
import { useLoanDetail, type LoanDetail } from './queries';

type Collateral = LoanDetail['collateral'];
type Pledge = Collateral['pledges'][number];
type MarginCall = LoanDetail['marginCalls'][number];

const COLLATERAL_COLORS: Record<(typeof COLLATERAL_STATUSES)[number], string> = {
  ok: 'green',
  call: 'gold',
  liquidating: 'red',
  closed: 'default',
};
const CALL_COLORS: Record<(typeof MARGIN_CALL_STATUSES)[number], string> = {
  open: 'gold',
  met: 'green',
  liquidated: 'red',
};

const useLanguage = (): LanguageKey => {
  const { i18n } = useTranslation();
  return isLanguageKey(i18n.language) ? i18n.language : 'en';
};

/** A ratio as a percentage in tabular figures; none (nothing owed) as a dash. */
export const Percent = ({ ratio }: { ratio: string | null }) => {
  const language = useLanguage();
  if (ratio === null) return <span className="muted">—</span>;
  return <span className="money">{ratioAsPercent(ratio, language)}</span>;
};

/** The equity ratio with the collateral's state beside it (the list's column and the drawer). */
export const EquityRatio = ({
  collateral,
  stacked = false,
}: {
  collateral: Collateral;
  /** The state under the ratio (a narrow list column) rather than beside it. */
  stacked?: boolean;
}) => {
  const { t } = useTranslation();
  // Nothing owed (a loan under review): no ratio, and nothing to say about its cover.
  const idle = collateral.equityRatio === null && collateral.status === 'ok';
  return (
    <Space
      size={stacked ? 2 : 6}
      direction={stacked ? 'vertical' : 'horizontal'}
      align={stacked ? 'end' : 'center'}
      className="nowrap"
      data-testid="loan-equity-ratio"
    >
      <Percent ratio={collateral.equityRatio} />
      {idle ? null : (
        <Tag color={COLLATERAL_COLORS[collateral.status]} className={stacked ? 'flush' : undefined}>
          {t(`loans.collateral.status.${collateral.status}`)}
        </Tag>
      )}
    </Space>
  );
};

/**
 * A loan's pledged holdings valued now, its debt and equity ratio, the open margin call and
 * every call before it: what a reviewer weighs before approving, and follows after.
 */
export const LoanCollateral = <
  R extends { id: number; currency: string; status: string; collateral: Collateral },
>({
  loan,
}: {
  loan: R;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  // The row's figures at once; the loan's own (fresher, with the calls) once it answers.
  const detail = useLoanDetail(loan.id);
  const collateral = detail.data?.collateral ?? loan.collateral;
  const { currency } = loan;
  const call = collateral.marginCall;
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={2}
        className="gap-bottom"
        data-testid="loan-collateral"
        items={[
          {
            key: 'value',
            label: t('loans.collateral.value'),
            children: (
              <span data-testid="loan-collateral-value">
                <Money value={collateral.value} currency={currency} />
              </span>
            ),
          },
          {
            key: 'debt',
            label: t('loans.collateral.debt'),
            children: (
              <span data-testid="loan-collateral-debt">
                <Money value={collateral.debt} currency={currency} />
              </span>
            ),
          },
          {
            key: 'equityRatio',
            label: t('loans.collateral.equityRatio'),
            children: <EquityRatio collateral={collateral} />,
          },
          {
            key: 'call',
            label: t('loans.collateral.openCall'),
            children: call ? (
              <span data-testid="loan-open-call">
                <Money value={call.amountToRepay} currency={currency} /> ·{' '}
                {t('loans.collateral.by')} <DateTime value={call.deadline} />
              </span>
            ) : (
              <span className="muted" data-testid="loan-open-call">
                {t('loans.collateral.noCall')}
              </span>
            ),
          },
        ]}
      />
      <div className="form-section-title">{t('loans.collateral.pledges')}</div>
      <RowsTable<Pledge>
        csv={{ name: `loan-${loan.id}-pledges` }}
        rowKey="lotId"
        className="gap-bottom"
        data-testid="loan-pledges"
        rows={collateral.pledges}
        locale={{
          emptyText:
            loan.status === 'applied'
              ? t('loans.collateral.pledgedOnApproval')
              : t('loans.collateral.noPledges'),
        }}
        columns={[
          { title: t('loans.collateral.lot'), dataIndex: 'lotId', width: 72 },
          {
            title: t('loans.collateral.instrument'),
            dataIndex: 'symbol',
            render: (_, pledge) => `${pledge.market}:${pledge.symbol}`,
          },
          {
            title: t('loans.collateral.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            render: (quantity: string) => (
              <span className="money">{formatQuantity(quantity, language)}</span>
            ),
          },
          {
            title: t('loans.collateral.price'),
            dataIndex: 'price',
            align: 'right',
            render: (price: string) => <Money value={price} places={decimalsOf(price)} />,
          },
          {
            title: t('loans.collateral.ltv'),
            dataIndex: 'ltv',
            align: 'right',
            render: (ltv: string) => <Percent ratio={ltv} />,
          },
          {
            title: t('loans.collateral.pledgeValue'),
            dataIndex: 'value',
            align: 'right',
            render: (value: string) => <Money value={value} currency={currency} />,
          },
        ]}
      />
      <div className="form-section-title">{t('loans.collateral.calls')}</div>
      {detail.error ? (
        <Alert type="error" showIcon title={(detail.error as Error).message} />
      ) : (
        <RowsTable<MarginCall>
          csv={{ name: `loan-${loan.id}-margin-calls` }}
          rowKey="id"
          loading={detail.isPending}
          data-testid="loan-margin-calls"
          rows={detail.data?.marginCalls ?? []}
          locale={{ emptyText: t('loans.collateral.noCalls') }}
          columns={[
            { title: t('common.id'), dataIndex: 'id', width: 64 },
            {
              title: t('loans.collateral.calledAt'),
              dataIndex: 'createdAt',
              render: (value: string) => <DateTime value={value} />,
            },
            {
              title: t('loans.collateral.equityRatio'),
              dataIndex: 'equityRatio',
              align: 'right',
              render: (ratio: string) => <Percent ratio={ratio} />,
            },
            {
              title: t('loans.collateral.amountToRepay'),
              dataIndex: 'amountToRepay',
              align: 'right',
              render: (value: string) => <Money value={value} currency={currency} />,
            },
            {
              title: t('loans.collateral.deadline'),
              dataIndex: 'deadline',
              render: (value: string) => <DateTime value={value} />,
            },
            {
              title: t('common.status'),
              dataIndex: 'status',
              render: (status: MarginCall['status']) => (
                <Tag color={CALL_COLORS[status]}>{t(`loans.collateral.callStatus.${status}`)}</Tag>
              ),
            },
            {
              title: t('loans.collateral.closedAt'),
              dataIndex: 'closedAt',
              render: (value: string | null) => <DateTime value={value} />,
            },
          ]}
        />
      )}
    </>
  );
};
