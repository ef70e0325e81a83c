import { Decimal, type QuantBuyRequest, type QuantHoldingView } from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { idempotencyClaim, idempotent } from '../../lib/idempotency/idempotency.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { refuseFrozenPurchase } from '../member/purchase-freeze.ts';
import { authorizeTrade } from '../trading/trade-authorization.ts';
import { findFund } from './quant-funds.ts';
import { holdingAnswer, toHoldingView } from './quant-holdings.ts';
import { addDays } from '@brokerage/shared/market-time';
import { fundDays } from './valuation-calendar.ts';
import { insertHolding } from './quant.repository.ts';

/**
 * Buys units of a fund by forward pricing: the order is priced at the NAV of its pricing date,
 * the first valuation point after it, which is not known yet. The amount moves from the
 * customer's cash to the platform's products account in the transaction that creates the
 * holding; its units stay pending until the unit-fixing job strikes them at that NAV
 * (quant-units.ts). The holding is redeemed at the NAV of its end date: the first trading date
 * at least `periodDays` calendar days after the pricing date. The window and the limits are
 * checked inside the Idempotency-Key's claim, so a retry of a buy that went through answers that
 * buy even after the window closed.
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
  const now = deps.now();
  const days = fundDays(deps, fund.market);
  const pricingDay = days.pricingDateAt(now);
  const endDay = days.valuationDateOnOrAfter(addDays(pricingDay, fund.periodDays));
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
      await refuseFrozenPurchase(tx, actor.customerId, 'customer');
      const holding = await insertHolding(tx, {
        customerId: actor.customerId,
        fundId: fund.id,
        currency: fund.currency,
        amount: amount.toFixed(),
        startedAt: now,
        pricingDay,
        endDay,
      });
      await postEntry(tx, {
        type: 'quant.buy',
        customerId: actor.customerId,
        ...entryText('quantBuyForward', { name: fund.name.en ?? String(fund.id), day: pricingDay }),
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
      return toHoldingView(deps, holding, fund, null);
    }),
  );
};
