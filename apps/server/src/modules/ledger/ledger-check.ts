import type { Executor } from '../../db/client.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { latestAuditOf } from './ledger.repository.ts';

const ACTION = 'ledger.check';
/** A report names at most this many breaches; the count is always whole. */
const DETAILS_KEPT = 50;

/**
 * Runs the ledger's invariant check on demand (ledger/invariants.ts) and keeps its outcome
 * as an audit row, which is also where the dashboard reads the last run from.
 */
export const runLedgerCheck = async (db: Executor, actor: string, ip: string | undefined) => {
  const breaches = await checkLedger(db);
  const report = {
    ok: breaches.length === 0,
    breaches: breaches.length,
    details: breaches.slice(0, DETAILS_KEPT),
  };
  await writeAudit(db, {
    actor,
    action: ACTION,
    subjectType: 'ledger',
    subjectId: 'invariants',
    before: null,
    after: report,
    ip,
  });
  return report;
};

export const lastLedgerCheck = async (db: Executor) => {
  const row = await latestAuditOf(db, ACTION);
  if (!row) return null;
  const report = row.after as { ok: boolean; breaches: number };
  return { checkedAt: row.at.toISOString(), ok: report.ok, breaches: report.breaches };
};
