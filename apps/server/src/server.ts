import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { startCandleWarmup } from './jobs/candle-warmup.job.ts';
import { startOutboxRelay } from './jobs/event-outbox.job.ts';
import { startChainWatcher } from './jobs/chain-watcher.job.ts';
import { chainProviders } from './modules/deposits/chain/chain-providers.ts';
import { startOrderMatcher } from './jobs/order-matcher.job.ts';
import { startMarginMonitor } from './jobs/margin-monitor.job.ts';
import { startPriceAlerts } from './jobs/price-alerts.job.ts';
import { startLoanServicing } from './jobs/loan-servicing.job.ts';
import { startIpoAllotment } from './jobs/ipo-allotment.job.ts';
import { startIpoListing } from './jobs/ipo-listing.job.ts';
import { startQuantFunds } from './jobs/quant-funds.job.ts';
import { startInvestmentPlans } from './jobs/investment-plans.job.ts';
import { startCorporateActions } from './jobs/corporate-actions.job.ts';
import { standingSplits } from './modules/market/price-splits.repository.ts';
import { warnShortCalendars } from '@brokerage/shared/market-time';

const main = async () => {
  const config = loadConfig();
  const bootLog = {
    info: (message: string) => console.log(JSON.stringify({ level: 30, msg: message })),
    warn: (message: string) => console.log(JSON.stringify({ level: 40, msg: message })),
  };
  const database = await openDatabase(config, bootLog);
  const app = await buildApp({
    config,
    db: database.db,
    splits: await standingSplits(database.db),
  });
  // A market whose holidays are not known through next year opens on them: say so at start.
  warnShortCalendars(app.log, new Date());
  // Matching and price alerts run on each quote change, with a sweep at the job interval.
  const matcher = startOrderMatcher(app.deps, config.matcherIntervalMs, app.log);
  const alerts = startPriceAlerts(app.deps, config.matcherIntervalMs, app.log);
  // Margin loans are re-valued on the same ticks: margin calls, liquidation by the rule.
  const margin = startMarginMonitor(app.deps, config.matcherIntervalMs, app.log);
  // Customer events a crash stored but never announced: at start, then at the job interval.
  const outbox = startOutboxRelay(app.deps, config.matcherIntervalMs, app.log);
  // IPOs are allotted and listed on their dates (claimed with SKIP LOCKED: safe on two copies).
  const stopIpoAllotment = startIpoAllotment(app.deps, config.matcherIntervalMs, app.log);
  const stopIpoListing = startIpoListing(app.deps, config.matcherIntervalMs, app.log);
  // Quant funds: each day's NAV once the day has closed, then the holdings that ended.
  const stopQuantFunds = startQuantFunds(app.deps, 60_000, app.log);
  // Recurring plans buy on their market's trading day (claimed per plan and date: two copies safe).
  const stopInvestmentPlans = startInvestmentPlans(app.deps, 60_000, app.log);
  // Corporate actions: dividends entitled when the ex-date begins and paid on the pay date, splits
  // applied, the feed's new records proposed (each claimed in the database: two copies safe).
  const stopCorporateActions = startCorporateActions(app.deps, 60_000, app.log);
  // Crypto deposits are credited only by what a node shows; no node URL, no watcher.
  const stopChainWatcher = config.chain.watcher
    ? startChainWatcher(
        app.deps,
        chainProviders(config.chain, app.deps.now),
        config.chain.pollMs,
        app.log,
      )
    : () => undefined;
  // Loans accrue by UTC day; a pass a minute finds a new day (and its notices) promptly.
  const stopLoanServicing = startLoanServicing(app.deps, 60_000, app.log);
  // Charts are stored from the first second; readiness does not wait for it.
  const stopWarmup = config.candleWarmup
    ? startCandleWarmup(app.deps, app.log)
    : async () => undefined;

  let stopping = false;
  /**
   * SIGTERM/SIGINT, also when the whole process group gets it (Ctrl-C, a container stop): the
   * embedded postgres child then starts its own "smart" shutdown at once, which keeps our open
   * connections serving but refuses new ones (those requests get 503). Order: stop the jobs,
   * stop accepting and let in-flight requests finish (websockets get a 1001 "going away"),
   * then close the pool and stop the embedded database, and exit 0 with a "stopped" line.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // The safety net: whatever hangs below, the process ends (kept referenced on purpose).
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    const step = async (name: string, action: () => Promise<void> | void) => {
      try {
        await action();
      } catch (error) {
        // One failing step (a database already gone) must not skip the others.
        app.log.warn({ err: error, step: name }, 'shutdown step failed');
      }
    };
    await step('matcher', () => matcher.stop());
    await step('price alerts', () => alerts.stop());
    await step('margin monitor', () => margin.stop());
    await step('outbox relay', () => outbox.stop());
    await step('ipo allotment', stopIpoAllotment);
    await step('ipo listing', stopIpoListing);
    await step('quant funds', stopQuantFunds);
    await step('investment plans', stopInvestmentPlans);
    await step('corporate actions', stopCorporateActions);
    await step('chain watcher', stopChainWatcher);
    await step('candle warm-up', stopWarmup);
    await step('loan servicing', stopLoanServicing);
    await step('http', () => app.close()); // stops accepting, lets in-flight requests finish
    await step('database', () => database.close());
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
