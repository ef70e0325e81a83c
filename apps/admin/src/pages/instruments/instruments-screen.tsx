import {
  instrumentHaltRequest,
  instrumentListingRequest,
  MARKET_CODES,
  type AdminInstrumentView,
} from '@brokerage/shared';
import { Button, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog, type Decision } from '../../components/decision-dialog';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { PagedTable, usePaging } from '../../components/paged-table';
import { SavedFilters } from '../../components/saved-filters';
import { useListFilter } from '../../components/use-list-filter';
import { InstrumentEditDialog } from './instrument-edit-dialog';
import {
  fetchInstruments,
  haltInstrument,
  listInstrument,
  useInstruments,
  type Market,
} from './queries';

const FILTER_NAMES = ['market', 'q'] as const;
const isMarket = (value: string | undefined): value is Market =>
  MARKET_CODES.some((code) => code === value);

/**
 * Instruments and markets: reference data, listing, and halting trading for everyone with a
 * reason. Prices are the feed's: nothing on this screen sets or nudges one.
 */
export const InstrumentsScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const filter = useListFilter(FILTER_NAMES, paging.reset);
  const market = isMarket(filter.values.market) ? filter.values.market : undefined;
  const text = filter.values.q ?? '';
  const [editing, setEditing] = useState<AdminInstrumentView | null>(null);
  const [haltDecision, setHaltDecision] = useState<Decision<typeof instrumentHaltRequest> | null>(
    null,
  );
  const [listDecision, setListDecision] = useState<Decision<
    typeof instrumentListingRequest
  > | null>(null);
  const fetchPage = (page: number, pageSize: number) =>
    fetchInstruments(market, text, page, pageSize);
  const query = useInstruments(market, text, paging.page, paging.pageSize);

  const halt = (row: AdminInstrumentView) => {
    const halted = !row.halted;
    setHaltDecision({
      title: t(halted ? 'instruments.haltTitle' : 'instruments.resumeTitle', { key: row.key }),
      summary: t(halted ? 'instruments.haltEffect' : 'instruments.resumeEffect'),
      confirm: t(halted ? 'instruments.halt' : 'instruments.resume'),
      danger: halted,
      fields: ['comment'],
      commentRequired: true,
      // A halt's reason is shown to the customers; a resumption's only to the audit log.
      commentLabel: halted ? undefined : t('review.internalReason'),
      schema: instrumentHaltRequest,
      body: (values) => ({ version: row.version, halted, reason: values.comment ?? '' }),
      submit: (body) => haltInstrument(row, body),
    });
  };

  const list = (row: AdminInstrumentView) => {
    const enabled = !row.enabled;
    setListDecision({
      title: t(enabled ? 'instruments.listTitle' : 'instruments.unlistTitle', { key: row.key }),
      summary: t(enabled ? 'instruments.listEffect' : 'instruments.unlistEffect'),
      confirm: t(enabled ? 'instruments.list' : 'instruments.unlist'),
      fields: [],
      schema: instrumentListingRequest,
      body: () => ({ version: row.version, enabled }),
      submit: (body) => listInstrument(row, body),
    });
  };

  const columns: TableColumnsType<AdminInstrumentView> = [
    { title: t('instruments.key'), dataIndex: 'key', width: 120 },
    { title: t('instruments.name'), dataIndex: 'name' },
    { title: t('instruments.currency'), dataIndex: 'currency', width: 90 },
    {
      title: t('instruments.kind'),
      dataIndex: 'kind',
      render: (kind: string) => t(`instruments.kinds.${kind}`),
    },
    {
      title: t('instruments.lotSize'),
      dataIndex: 'lotSize',
      align: 'right',
      render: (lot: number) => <Money value={String(lot)} places={0} />,
    },
    {
      title: t('instruments.tickSize'),
      dataIndex: 'tickSize',
      align: 'right',
      render: (tick: string) => <Money value={tick} places={4} />,
    },
    {
      title: t('instruments.listed'),
      dataIndex: 'enabled',
      render: (enabled: boolean) =>
        enabled ? (
          <Tag color="green">{t('instruments.listedYes')}</Tag>
        ) : (
          <Tag>{t('instruments.listedNo')}</Tag>
        ),
    },
    {
      title: t('instruments.trading'),
      dataIndex: 'halted',
      width: 220,
      // The reason in full, as the customers read it (not only in a tooltip).
      render: (halted: boolean, row) =>
        halted ? (
          <Space direction="vertical" size={2}>
            <Tag color="red" data-testid={`halted-${row.key}`}>
              {t('instruments.halted')}
            </Tag>
            {row.haltReason ? (
              <span className="decision-remarks">
                <span className="muted">{t('instruments.haltReason')}:</span>
                <span data-testid={`halt-reason-${row.key}`}>{row.haltReason}</span>
              </span>
            ) : null}
          </Space>
        ) : (
          <Tag color="blue">{t('instruments.open')}</Tag>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size="small">
          <Button size="small" onClick={() => setEditing(row)}>
            {t('instruments.edit')}
          </Button>
          <Button size="small" onClick={() => list(row)}>
            {t(row.enabled ? 'instruments.unlist' : 'instruments.list')}
          </Button>
          <Button
            size="small"
            danger={!row.halted}
            onClick={() => halt(row)}
            data-testid={`halt-${row.key}`}
          >
            {t(row.halted ? 'instruments.resume' : 'instruments.halt')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('menu.instruments')}
        extra={
          <Space>
            <Select<Market>
              allowClear
              placeholder={t('instruments.market')}
              style={{ width: 140 }}
              value={market}
              options={MARKET_CODES.map((code) => ({ value: code, label: code }))}
              onChange={(value) => filter.apply({ ...filter.values, market: value ?? '' })}
              data-testid="instruments-market"
            />
            <Input.Search
              // Shows the search in the URL, whichever way it got there (a saved filter, Back).
              key={text}
              defaultValue={text}
              allowClear
              placeholder={t('instruments.searchHint')}
              style={{ width: 240 }}
              onSearch={(value) => filter.apply({ ...filter.values, q: value })}
              data-testid="instruments-search"
            />
            <SavedFilters list="instruments" filter={filter} />
          </Space>
        }
      />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="key"
        csv={{ name: 'instruments', fetchPage }}
        testId="instruments-table"
      />
      <InstrumentEditDialog instrument={editing} onClose={() => setEditing(null)} />
      <DecisionDialog decision={haltDecision} onClose={() => setHaltDecision(null)} />
      <DecisionDialog decision={listDecision} onClose={() => setListDecision(null)} />
    </>
  );
};
