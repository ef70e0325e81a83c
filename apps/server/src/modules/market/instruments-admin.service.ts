import { type AdminInstrumentView, type InstrumentEditRequest } from '@brokerage/shared';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import type { OperatorContext } from '../../lib/permissions.ts';
import {
  lockInstrument,
  pageAllInstruments,
  updateInstrument,
  type InstrumentRow,
} from './instruments.repository.ts';
import { toInstrumentView } from './instruments.service.ts';
import { refuseIfChanged } from '../../lib/review-version.ts';

const toAdminView = (row: InstrumentRow): AdminInstrumentView => ({
  ...toInstrumentView(row),
  name: row.name,
  names: row.names,
  enabled: row.enabled,
  version: row.version,
});

/** Every instrument, listed or not, by market and symbol prefix or a word of the name. */
export const pageAdminInstruments = async (
  db: Database,
  query: { market?: string | undefined; q?: string | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await pageAllInstruments(
    db,
    { market: query.market, text: query.q },
    query,
  );
  return {
    items: rows.map(toAdminView),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

type InstrumentChange = Partial<
  Pick<InstrumentRow, 'name' | 'names' | 'lotSize' | 'enabled' | 'halted' | 'haltReason'>
>;

/**
 * One audited change of one instrument: the row is locked, refused if it moved since the
 * operator's screen showed `seen`, changed, versioned and audited in the same transaction.
 */
const changeInstrument = (
  db: Database,
  op: OperatorContext,
  target: { market: string; symbol: string; seen: number },
  action: string,
  change: (before: InstrumentRow) => InstrumentChange,
  comment?: string,
) =>
  db.transaction(async (tx) => {
    const before = await lockInstrument(tx, target.market, target.symbol);
    if (!before) throw new DomainError('UNKNOWN_INSTRUMENT');
    refuseIfChanged(before, target.seen);
    const after = await updateInstrument(tx, before.id, change(before));
    await writeAudit(tx, {
      actor: op.actor,
      action,
      subjectType: 'instrument',
      subjectId: `${after.market}:${after.symbol}`,
      before: toAdminView(before),
      after: toAdminView(after),
      comment: comment ?? null,
      ip: op.ip,
    });
    return toAdminView(after);
  });

interface Target {
  market: string;
  symbol: string;
}

/** Names and lot only: nothing an operator edits here can move a price. */
export const editInstrument = (
  db: Database,
  op: OperatorContext,
  target: Target,
  input: InstrumentEditRequest,
) =>
  changeInstrument(db, op, { ...target, seen: input.version }, 'instrument.edit', () => ({
    name: input.name,
    names: input.names,
    lotSize: input.lotSize,
  }));

export const setInstrumentListed = (
  db: Database,
  op: OperatorContext,
  target: Target,
  input: { version: number; enabled: boolean },
) =>
  changeInstrument(
    db,
    op,
    { ...target, seen: input.version },
    input.enabled ? 'instrument.list' : 'instrument.unlist',
    () => ({ enabled: input.enabled }),
  );

/** Halts or resumes trading for everyone; the order path refuses a halted instrument. */
export const setInstrumentHalted = (
  db: Database,
  op: OperatorContext,
  target: Target,
  input: { version: number; halted: boolean; reason: string },
) =>
  changeInstrument(
    db,
    op,
    { ...target, seen: input.version },
    input.halted ? 'instrument.halt' : 'instrument.resume',
    () => ({ halted: input.halted, haltReason: input.halted ? input.reason : null }),
    input.reason,
  );
