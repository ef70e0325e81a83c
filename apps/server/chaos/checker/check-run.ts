import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/invariants.ts';
import type { LoggedRequest } from '../request-log.ts';
import { JOB_RULES } from './job-rules.ts';
import { RECORD_RULES } from './record-rules.ts';
import { checkRequests } from './request-rules.ts';
import { checkStatements } from './statement-rules.ts';
import { runSqlRules, type Violation } from './violation.ts';

export type { Violation } from './violation.ts';

/**
 * The run's verdict, from the database (as its owner) and the workers' logs only: the
 * ledger's invariants (`npm run check:ledger`'s rules), records a crash could leave
 * half-done, jobs' effects once, each keyed request's money moved once, each 2xx present,
 * and every statement summing to its balances.
 */
export const checkRun = async (pool: pg.Pool, records: LoggedRequest[]): Promise<Violation[]> => {
  const db = drizzle(pool, { schema }) as unknown as Database;
  const ledger = (await checkLedger(db)).map((breach) => ({
    rule: `ledger: ${breach.rule}`,
    detail: breach.detail,
  }));
  const customers = [
    ...new Set(
      records.flatMap((record) => (record.customerId === null ? [] : [record.customerId])),
    ),
  ].sort((a, b) => a - b);
  return [
    ...ledger,
    ...(await runSqlRules(pool, RECORD_RULES, customers)),
    ...(await runSqlRules(pool, JOB_RULES, customers)),
    ...(await checkRequests(pool, records)),
    ...(await checkStatements(db, customers)),
  ];
};
