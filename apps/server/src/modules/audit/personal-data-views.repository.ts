import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface CustomerViews {
  /** The operator who read (`operator:<id>`). */
  actor: string;
  /** `customer.view` (the profile), `customer.kyc.view` (KYC submissions), `customer.document.view`. */
  action: string;
  /** Each customer whose personal data the answer carried (a page may carry several). */
  customerIds: readonly number[];
  /** What was read, if more than the customer (a file's id and purpose); never the data itself. */
  detail?: Record<string, unknown>;
  ip: string | undefined;
}

/**
 * An operator's read of customers' personal data in the audit log: one row per customer, with
 * the customer as the subject (so a customer's audit trail lists who looked at them), all in
 * one insert. Written after the read succeeded, on the pool: a read has no transaction.
 */
export const recordCustomerViews = async (db: Executor, views: CustomerViews): Promise<void> => {
  const customerIds = [...new Set(views.customerIds)];
  if (customerIds.length === 0) return;
  await db.insert(auditLog).values(
    customerIds.map((customerId) => ({
      actor: views.actor,
      action: views.action,
      subjectType: 'customer',
      subjectId: String(customerId),
      before: null,
      after: views.detail ?? null,
      ip: views.ip ?? null,
    })),
  );
};
