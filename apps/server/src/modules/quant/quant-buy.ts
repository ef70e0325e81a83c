import { Decimal, type QuantBuyRequest, type QuantHoldingView } from '@brokerage/shared';
import { quantHoldings } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { idempotencyClaim, idempotent } from '../../lib/idempotency/idempotency.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { refuseFrozenPurchase } from '../admin-customers/purchase-freeze.ts';
import { authorizeTrade } from '../trading/trade-authorization.ts';
import { liveNav } from './nav-history.ts';
import { addDays, dayOf, unitsFor } from './nav-rule.ts';
import { findFund } from './quant-funds.ts';
import { holdingAnswer, toHoldingView } from './quant-holdings.ts';

/**
 * Buys units of a fund at today's NAV (the buy price): amount / NAV, rounded down to 8
 * decimals, held until the end of the period's last day. The amount moves from the customer's
 * cash to the platform's products account in the transaction that creates the holding. The
 * window and the limits are checked inside the Idempotency-Key's claim, so a retry of a buy
 * that went through answers that buy even after the window closed.
 */
export const buyQuant = async (
  deps: AppDeps,
  actor: CustomerActor,
  fundId: number,
  input: QuantBuyRequest,
  idempotencyKey: string | undefined,
): Promise<QuantHoldingView> => {
  await authorizeTrade(deps, actor, input.payPassword);
  const claim = idempotencyClaim(actor.customerId, idempotencyKey, 'quant.buy', {
    amount: input.amount,
    fundId,
  });
  const fund = await findFund(deps, fundId);
  const nav = await liveNav(deps, fund);
  const now = deps.now();
  return deps.db.transaction((tx) =>
    idempotent(tx, claim, holdingAnswer, async () => {
      if (now < fund.subscriptionStart || now >= fund.subscriptionEnd)
        throw new DomainError('QUANT_NOT_OPEN');
      const amount = new Decimal(input.amount);
      if (amount.lt(fund.minPurchase))
        throw new DomainError('QUANT_BELOW_MINIMUM', {
          min: new Decimal(fund.minPurchase).toFixed(),
        });
      if (amount.gt(fund.maxPurchase))
        throw new DomainError('QUANT_ABOVE_MAXIMUM', {
          max: new Decimal(fund.maxPurchase).toFixed(),
        });
      if (!nav) throw new DomainError('QUANT_NAV_UNAVAILABLE');
      await refuseFrozenPurchase(tx, actor.customerId, 'customer');
      const units = unitsFor(input.amount, nav.nav);
      const [holding] = await tx
        .insert(quantHoldings)
        .values({
          customerId: actor.customerId,
          fundId: fund.id,
          currency: fund.currency,
          amount: amount.toFixed(),
          units: units.toFixed(),
          buyNav: nav.nav,
          buyPrices: nav.prices,
          startedAt: now,
          endDay: addDays(dayOf(now), fund.periodDays),
        })
        .returning();
      if (!holding) throw new Error('quant holding insert returned nothing');
      await postEntry(tx, {
        type: 'quant.buy',
        customerId: actor.customerId,
        ...entryText('quantBuy', {
          name: fund.name.en ?? String(fund.id),
          units: units.toFixed(),
          nav: nav.nav,
        }),
        actor: `customer:${actor.customerId}`,
        reference: `quant:${holding.id}`,
        legs: [
          {
            account: { customerId: actor.customerId, kind: 'cash', currency: fund.currency },
            amount: amount.neg().toFixed(),
          },
          { account: { platform: 'products', currency: fund.currency }, amount: amount.toFixed() },
        ],
      });
      return toHoldingView(holding, fund, nav.nav);
    }),
  );
};
