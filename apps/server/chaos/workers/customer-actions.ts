import Decimal from 'decimal.js';
import { PIN, upload, type Customer, type SetupDeps } from './customer-setup.ts';

/** US shares the simulator prices; the markets are always open in a chaos run. */
const SYMBOLS = ['US:AAPL', 'US:KO', 'US:MSFT', 'US:PEP', 'US:WMT'] as const;

/** What one customer worker remembers between its actions. */
export interface CustomerState {
  customer: Customer;
  lastPrice: Map<string, string>;
  pendingOrders: number[];
  waitingWithdrawals: number[];
}

type Action = (deps: SetupDeps, state: CustomerState) => Promise<void>;

const itemsOf = <T>(data: unknown): T[] => {
  if (Array.isArray(data)) return data as T[];
  const items = (data as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
};

const as = (state: CustomerState) => ({
  token: state.customer.token,
  customerId: state.customer.customerId,
});

/** Every money call carries a key from the worker's stream, so a seed replays the same keys. */
const newKey = (deps: SetupDeps) => `chaos-${deps.worker}-${deps.random.hex(12)}`;

const priceNear = (deps: SetupDeps, price: string, low: number, high: number) =>
  new Decimal(price)
    .mul(low + deps.random.next() * (high - low))
    .toDecimalPlaces(2)
    .toFixed(2);

interface OrderAnswer {
  id: number;
  status: string;
  key: string;
  filledPrice?: string | null;
}

const placeOrder = async (deps: SetupDeps, state: CustomerState, body: Record<string, unknown>) => {
  const answer = await deps.call<OrderAnswer>('POST', 'orders', {
    op: `order.${String(body.type)}`,
    ...as(state),
    key: newKey(deps),
    body,
  });
  if (!answer.ok) return;
  if (answer.data.filledPrice) state.lastPrice.set(answer.data.key, answer.data.filledPrice);
  if (answer.data.status === 'pending') state.pendingOrders.push(answer.data.id);
};

const marketBuy: Action = async (deps, state) =>
  placeOrder(deps, state, {
    key: deps.random.pick(SYMBOLS),
    type: 'market',
    quantity: String(deps.random.int(1, 5)),
  });

/** A limit buy mostly below the market (it waits with a hold), sometimes above (fills now). */
const limitBuy: Action = async (deps, state) => {
  const key = deps.random.pick(SYMBOLS);
  const last = state.lastPrice.get(key);
  if (!last) return marketBuy(deps, state);
  await placeOrder(deps, state, {
    key,
    type: 'limit',
    quantity: String(deps.random.int(1, 4)),
    price: priceNear(deps, last, 0.97, 1.01),
  });
};

const stopBuy: Action = async (deps, state) => {
  const key = deps.random.pick(SYMBOLS);
  const last = state.lastPrice.get(key);
  if (!last) return marketBuy(deps, state);
  await placeOrder(deps, state, {
    key,
    type: 'stop',
    quantity: String(deps.random.int(1, 3)),
    stopPrice: priceNear(deps, last, 1.0, 1.01),
  });
};

const cancelOrder: Action = async (deps, state) => {
  if (state.pendingOrders.length === 0) return limitBuy(deps, state);
  const index = deps.random.int(0, state.pendingOrders.length - 1);
  const [id] = state.pendingOrders.splice(index, 1);
  await deps.call('POST', `orders/${id}/cancel`, { op: 'order.cancel', ...as(state) });
};

interface PositionAnswer {
  id: number;
  quantity: string;
  closingQuantity: string;
}

const closePosition: Action = async (deps, state) => {
  const open = await deps.call<PositionAnswer[]>('GET', 'positions', {
    op: 'positions.list',
    ...as(state),
  });
  const closable = itemsOf<PositionAnswer>(open.data).filter((position) =>
    new Decimal(position.quantity).gt(position.closingQuantity),
  );
  if (closable.length === 0) return marketBuy(deps, state);
  const position = deps.random.pick(closable);
  const free = new Decimal(position.quantity).minus(position.closingQuantity).toNumber();
  await deps.call('POST', `positions/${position.id}/close`, {
    op: 'position.close',
    ...as(state),
    key: newKey(deps),
    body: { quantity: String(deps.random.int(1, free)), type: 'market' },
  });
};

const transfer: Action = async (deps, state) => {
  const [from, to] = deps.random.chance(0.7) ? ['USD', 'EUR'] : ['EUR', 'USD'];
  await deps.call('POST', 'transfer', {
    op: 'transfer',
    ...as(state),
    key: newKey(deps),
    body: { from, to, amount: String(deps.random.int(5, 400)), payPassword: PIN },
  });
};

const withdraw: Action = async (deps, state) => {
  if (state.customer.cardId === null) return transfer(deps, state);
  const answer = await deps.call<{ id: number }>('POST', 'withdraw', {
    op: 'withdraw',
    ...as(state),
    key: newKey(deps),
    body: {
      type: 'bank',
      targetId: state.customer.cardId,
      currency: 'USD',
      amount: String(deps.random.int(20, 900)),
      payPassword: PIN,
    },
  });
  if (answer.ok) state.waitingWithdrawals.push(answer.data.id);
};

const cancelWithdrawal: Action = async (deps, state) => {
  if (state.waitingWithdrawals.length === 0) return withdraw(deps, state);
  const index = deps.random.int(0, state.waitingWithdrawals.length - 1);
  const [id] = state.waitingWithdrawals.splice(index, 1);
  await deps.call('POST', `withdraw/${id}/cancel`, { op: 'withdraw.cancel', ...as(state) });
};

/** A bank deposit with its proof; operators pass, part-pass or refuse it. */
export const deposit: Action = async (deps, state) => {
  const proof = await upload(deps, state.customer, 'deposit-proof');
  if (!proof) return;
  await deps.call('POST', 'deposit', {
    op: 'deposit',
    ...as(state),
    body: { type: 'bank', currency: 'USD', money: String(deps.random.int(3000, 9000)), proof },
  });
};

const quantBuy: Action = async (deps, state) => {
  const funds = await deps.call('GET', 'quant/funds', { op: 'quant.funds', ...as(state) });
  const open = itemsOf<{ id: number; open: boolean; minPurchase: string; currency: string }>(
    funds.data,
  ).filter((fund) => fund.open && fund.currency === 'USD');
  if (open.length === 0) return marketBuy(deps, state);
  const fund = deps.random.pick(open);
  const amount = new Decimal(fund.minPurchase).mul(deps.random.int(1, 3)).toFixed(2);
  await deps.call('POST', `quant/funds/${fund.id}/buy`, {
    op: 'quant.buy',
    ...as(state),
    key: newKey(deps),
    body: { amount },
  });
};

const ipoSubscribe: Action = async (deps, state) => {
  const list = await deps.call('GET', 'ipo', { op: 'ipo.list', ...as(state) });
  const open = itemsOf<{ id: number; status: string; lotSize: number; currency: string }>(
    list.data,
  ).filter((offering) => offering.status === 'open' && offering.currency === 'USD');
  if (open.length === 0) return marketBuy(deps, state);
  const offering = deps.random.pick(open);
  await deps.call('POST', `ipo/${offering.id}/subscribe`, {
    op: 'ipo.subscribe',
    ...as(state),
    key: newKey(deps),
    body: { quantity: String(offering.lotSize * deps.random.int(1, 3)), payPassword: PIN },
  });
};

interface LoanTerms {
  periods: number[];
  currencies: { currency: string; minimum: string; maximum: string }[];
}

/** A loan application with its image and signature; reviewers approve or reject it. */
const applyForLoan: Action = async (deps, state) => {
  const terms = await deps.call<LoanTerms>('GET', 'loans/terms', {
    op: 'loan.terms',
    ...as(state),
  });
  const usd = terms.ok ? terms.data.currencies.find((c) => c.currency === 'USD') : undefined;
  if (!usd || terms.data.periods.length === 0) return look(deps, state);
  const image = await upload(deps, state.customer, 'loan');
  const signature = await upload(deps, state.customer, 'signature');
  if (!image || !signature) return;
  const amount = Decimal.min(
    new Decimal(usd.minimum).mul(deps.random.int(1, 4)),
    usd.maximum,
  ).toFixed(0);
  await deps.call('POST', 'loans', {
    op: 'loan.apply',
    ...as(state),
    body: {
      currency: 'USD',
      amount,
      periodDays: deps.random.pick(terms.data.periods),
      imageFileId: image,
      signatureFileId: signature,
      agreed: true,
    },
  });
};

/** Repays part of an open loan (or the rest), under a key. */
const repayLoan: Action = async (deps, state) => {
  const open = await deps.call('GET', 'loans?state=open', { op: 'loan.list', ...as(state) });
  const loans = itemsOf<{ id: number; status: string; repaymentAmount: string }>(open.data).filter(
    (loan) => loan.status === 'disbursed' || loan.status === 'overdue',
  );
  if (loans.length === 0) return applyForLoan(deps, state);
  const loan = deps.random.pick(loans);
  const amount = deps.random.chance(0.5)
    ? loan.repaymentAmount
    : Decimal.min(loan.repaymentAmount, deps.random.int(10, 200)).toFixed(2);
  await deps.call('POST', `loans/${loan.id}/repay`, {
    op: 'loan.repay',
    ...as(state),
    key: newKey(deps),
    body: { amount, payPassword: PIN },
  });
};

const look: Action = async (deps, state) => {
  await deps.call('GET', 'member/profile', { op: 'member.profile', ...as(state) });
};

/** The menu and each item's weight. */
const MENU: [Action, number][] = [
  [deposit, 7],
  [marketBuy, 20],
  [limitBuy, 12],
  [stopBuy, 5],
  [cancelOrder, 8],
  [closePosition, 14],
  [transfer, 8],
  [withdraw, 7],
  [cancelWithdrawal, 3],
  [quantBuy, 4],
  [ipoSubscribe, 4],
  [applyForLoan, 2],
  [repayLoan, 3],
  [look, 3],
];
const TOTAL = MENU.reduce((sum, [, weight]) => sum + weight, 0);

/** One action of the menu, drawn by weight from the worker's stream. */
export const nextAction = (deps: SetupDeps): Action => {
  let roll = deps.random.next() * TOTAL;
  for (const [action, weight] of MENU) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return look;
};
