import {
  Decimal,
  type OpenPracticeRequest,
  type PracticeStatus,
  type ResetPracticeRequest,
} from '@brokerage/shared';
import { lockCustomerById, openPracticeRow } from '../member/member.repository.ts';
import type { Transaction } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { currencyPlaces } from '../reference/currency-units.ts';
import { cancelLockedOrder } from '../trading/cancel-order.ts';
import {
  cancelPlansOf,
  insertPracticeRow,
  pendingOrdersOf,
  practiceFunding,
  retirePracticeRow,
} from './practice.repository.ts';

/** The person's practice account as the app shows it, or null before they open one. */
export const practiceStatusOf = async (
  deps: AppDeps,
  actor: CustomerActor,
): Promise<PracticeStatus> => {
  const open = await openPracticeRow(deps.db, actor.customerId);
  if (!open) return { account: null };
  const funding = await practiceFunding(deps.db, open.id);
  return {
    account: {
      id: open.id,
      currency: funding?.currency ?? '',
      funding: new Decimal(funding?.amount ?? 0).toFixed(),
      openedAt: open.createdAt.toISOString(),
    },
  };
};

/**
 * A new practice account with `amount` of virtual `currency`: a customer row in the practice
 * book and one funding entry from the practice book's `practice_funding` account (which exists
 * in no other book, so the money can never reach a real account: ledger_post_entry).
 */
const openAccount = async (
  deps: AppDeps,
  tx: Transaction,
  person: { id: number; nickname: string },
  input: OpenPracticeRequest,
) => {
  const row = await insertPracticeRow(tx, person, deps.now());
  await postEntry(tx, {
    type: 'practice_funding',
    customerId: row.id,
    ...entryText('practiceFunding', { currency: input.currency, amount: input.amount }),
    actor: `customer:${person.id}`,
    legs: [
      {
        account: { customerId: row.id, kind: 'cash', currency: input.currency },
        amount: input.amount,
      },
      {
        account: { platform: 'practice_funding', currency: input.currency },
        amount: `-${input.amount}`,
      },
    ],
  });
};

/**
 * Runs `change` under the person's row lock, which serialises their openings and resets (the
 * unique index customers_practice_open is the backstop).
 */
const asPerson = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: OpenPracticeRequest,
  change: (tx: Transaction, person: { id: number; nickname: string }) => Promise<void>,
): Promise<PracticeStatus> => {
  await currencyPlaces(deps.db, input.currency);
  await transactionWithEvents(deps, async (tx) => {
    const person = await lockCustomerById(tx, actor.customerId);
    if (!person) throw new DomainError('UNAUTHORIZED');
    await change(tx, person);
  });
  return practiceStatusOf(deps, actor);
};

export const openPractice = (deps: AppDeps, actor: CustomerActor, input: OpenPracticeRequest) =>
  asPerson(deps, actor, input, async (tx, person) => {
    if (await openPracticeRow(tx, person.id, true)) throw new DomainError('PRACTICE_ALREADY_OPEN');
    await openAccount(deps, tx, person, input);
  });

/**
 * The practice account `id` is set aside and a new one opened: its waiting orders are
 * cancelled (their holds released in its own book) and its plans stop, so nothing of it acts
 * again; its lots, money and statement stay as they were, in the practice book.
 */
export const resetPractice = (deps: AppDeps, actor: CustomerActor, input: ResetPracticeRequest) =>
  asPerson(deps, actor, input, async (tx, person) => {
    const open = await openPracticeRow(tx, person.id, true);
    if (!open) throw new DomainError('PRACTICE_NOT_OPEN');
    if (open.id !== input.id) throw new DomainError('PRACTICE_ALREADY_RESET');
    for (const order of await pendingOrdersOf(tx, open.id))
      await cancelLockedOrder(tx, order, {
        actor: `customer:${person.id}`,
        reason: 'PRACTICE_RESET',
      });
    await cancelPlansOf(tx, open.id);
    await retirePracticeRow(tx, open.id, deps.now());
    await openAccount(deps, tx, person, { currency: input.currency, amount: input.amount });
  });
