import type { ApiCall } from '../api-client.ts';
import { sleep } from '../api-client.ts';
import type { OperatorLogin } from '../fixtures.ts';
import type { Prng } from '../prng.ts';

export interface OperatorDeps {
  call: ApiCall;
  random: Prng;
  login: OperatorLogin;
  /** True once the run has done its operations. */
  done: () => boolean;
}

interface Waiting {
  id: number;
  version: number;
  customerId: number;
  money?: string;
}

const itemsOf = (data: unknown): Waiting[] => {
  const items = (data as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as Waiting[]) : [];
};

/**
 * A reviewer: signs in with password and TOTP, then works the four queues (identity,
 * deposits, withdrawals, loans) with the version each shows, as the console does. Several reviewers
 * race for the same records: one decides, the others are told the record changed.
 */
export const runOperator = async (deps: OperatorDeps): Promise<void> => {
  const { call, random } = deps;
  let token: string | undefined;
  while (!token && !deps.done()) {
    const login = await call<{ token: string }>('POST', 'user/login', {
      op: 'operator.login',
      body: {
        username: deps.login.username,
        password: deps.login.password,
        totp: deps.login.code(),
      },
    });
    if (login.ok) token = login.data.token;
    // A code works once: a retried login waits for the next 30-second step.
    else await sleep(5_000);
  }
  if (!token) return;
  const as = { token };
  while (!deps.done()) {
    const kyc = await call('GET', 'admin/kyc?status=review&pageSize=50', {
      op: 'kyc.queue',
      ...as,
    });
    for (const item of itemsOf(kyc.data).slice(0, 10)) {
      const pass = random.chance(0.9);
      await call('POST', `admin/kyc/${item.id}/review`, {
        op: 'kyc.review',
        ...as,
        customerId: item.customerId,
        body: pass
          ? { decision: 'pass', version: item.version }
          : { decision: 'reject', reason: 'Blurred photo', version: item.version },
      });
    }
    const deposits = await call('GET', 'admin/deposits?status=0&pageSize=50', {
      op: 'deposit.queue',
      ...as,
    });
    for (const item of itemsOf(deposits.data).slice(0, 10)) {
      const roll = random.next();
      const body =
        roll < 0.8
          ? { decision: 'pass', version: item.version }
          : roll < 0.9
            ? {
                decision: 'part',
                auditMoney: '100',
                comment: 'Part arrived',
                version: item.version,
              }
            : { decision: 'refuse', comment: 'Not received', version: item.version };
      await call('POST', `admin/deposits/${item.id}/audit`, {
        op: 'deposit.audit',
        ...as,
        customerId: item.customerId,
        body,
      });
    }
    const withdrawals = await call('GET', 'admin/withdrawals?status=0&pageSize=50', {
      op: 'withdrawal.queue',
      ...as,
    });
    for (const item of itemsOf(withdrawals.data).slice(0, 10)) {
      const pass = random.chance(0.7);
      await call('POST', `admin/withdrawals/${item.id}/review`, {
        op: 'withdrawal.review',
        ...as,
        customerId: item.customerId,
        body: pass
          ? { decision: 'pass', reference: `CHAOS-${random.hex(6)}`, version: item.version }
          : { decision: 'refuse', comment: 'Payee check failed', version: item.version },
      });
    }
    const loans = await call('GET', 'admin/loans?status=applied&pageSize=50', {
      op: 'loan.queue',
      ...as,
    });
    for (const item of itemsOf(loans.data).slice(0, 5)) {
      const approve = random.chance(0.8);
      await call('POST', `admin/loans/${item.id}/review`, {
        op: 'loan.review',
        ...as,
        customerId: item.customerId,
        body: approve
          ? { decision: 'approve', version: item.version }
          : { decision: 'reject', reason: 'Income not shown', version: item.version },
      });
    }
    await sleep(random.int(300, 1200));
  }
};
