import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { registerApiRateLimit } from './http/api-rate-limit.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { openapiTransform } from './http/openapi.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerRouteAuth } from './http/route-auth.ts';
import { errSerializer } from './http/log-safe-error.ts';
import { registerApiCompression } from './http/api-compression.ts';
import { registerStaticApps } from './http/static-apps.ts';
import { registerCustomerScriptPolicy } from './http/customer-script-policy.ts';
import { createCustomerEventBus } from './lib/events/customer-events.ts';
import { localFileStore, type FileStore } from './lib/files/file-store.ts';
import { outboxNotifier, type Notifier } from './lib/notify/notifier.ts';
import { smtpNotifier } from './lib/notify/smtp-notifier.ts';
import { startMarketRealtime } from './market/hub/index.ts';
import { PriceSplits, type PriceSplit } from './market/simulator/price-splits.ts';
import type { MarketDataProvider } from './market/provider.ts';
import { closeSocketsGoingAway } from './market/stream/going-away.ts';
import { HARD_CLIENT_FRAME_BYTES } from './market/stream/protocol.ts';
import { streamRoutes } from './market/stream/stream.routes.ts';
import { cardsRoutes } from './modules/cards/cards.routes.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { instrumentsRoutes } from './modules/market/instruments.routes.ts';
import { priceAlertsRoutes } from './modules/market/price-alerts.routes.ts';
import { quotesRoutes } from './modules/market/quotes.routes.ts';
import { blockDealsRoutes } from './modules/trading/block-deals.routes.ts';
import { ipoRoutes } from './modules/ipo/ipo.routes.ts';
import { tradingRoutes } from './modules/trading/trading.routes.ts';
import { watchlistsRoutes } from './modules/market/watchlists.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { secondFactorRoutes } from './modules/second-factor/second-factor.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { adminLedgerRoutes } from './modules/ledger/ledger.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { adminCustomersRoutes } from './modules/member/customers.routes.ts';
import { adminOperatorsRoutes } from './modules/operator/operators.routes.ts';
import { adminInstrumentsRoutes } from './modules/market/instruments-admin.routes.ts';
import { adminNewsRoutes } from './modules/news/news-admin.routes.ts';
import { adminSettingsRoutes } from './modules/settings/settings.routes.ts';
import { FOUR_EYES_ACTIONS } from './four-eyes-actions.ts';
import { fourEyesRoutes } from './modules/four-eyes/four-eyes.routes.ts';
import { reviewClaimRoutes } from './modules/review-claims/review-claims.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { quantRoutes } from './modules/quant/quant.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { statementRoutes } from './modules/statement/statement.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { corporateRoutes } from './modules/corporate/corporate.routes.ts';
import {
  fileCorporateActionsFeed,
  type CorporateActionsFeed,
} from './modules/corporate/corporate-feed.ts';
import { transferRoutes } from './modules/transfer/transfer.routes.ts';
import { loansRoutes } from './modules/loans/loans.routes.ts';
import { appropriatenessRoutes } from './modules/appropriateness/appropriateness.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  now?: () => Date;
  notifier?: Notifier;
  files?: FileStore;
  /** Default: the simulator (config SIMULATOR_*). */
  marketData?: MarketDataProvider;
  /**
   * The splits approved so far (the server reads them before building the app), so that the
   * simulated feed follows them from its first tick; the corporate-actions job keeps them current.
   */
  splits?: readonly PriceSplit[];
  /** Default: the file CORPORATE_ACTIONS_FEED names, or none. */
  corporateFeed?: CorporateActionsFeed;
}

const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the whole server without listening, so tests can `inject` into it. */
export const buildApp = async (options: BuildOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Errors are logged without SQL, parameters or row values; secrets never reach a line.
      serializers: { err: errSerializer },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.body',
          'body',
          'err.query',
          'err.params',
          'err.detail',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    // Exactly the configured hops (or proxies): request.ip is the address the last trusted
    // proxy saw, never an entry the client wrote further left in X-Forwarded-For.
    trustProxy: config.trustProxy === 0 ? false : config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const defaultNotifier = outboxNotifier(options.db, app.log);
  const now = options.now ?? (() => new Date());
  const splits = new PriceSplits(options.splits);
  const realtime = await startMarketRealtime({
    config,
    events: createCustomerEventBus(options.db, (error) =>
      app.log.warn({ err: error }, 'marking customer events announced'),
    ),
    clock: now,
    provider: options.marketData,
    splits,
    onError: (error) => app.log.warn({ err: error }, 'market data'),
  });
  app.addHook('onClose', async () => realtime.close());
  const deps: AppDeps = {
    db: options.db,
    config,
    now,
    files: options.files ?? localFileStore(config.uploadsDir),
    events: realtime.events,
    quotes: realtime.quotes,
    marketData: realtime.marketData,
    splits,
    corporateFeed:
      options.corporateFeed ??
      (config.corporateActionsFeed ? fileCorporateActionsFeed(config.corporateActionsFeed) : null),
    notifier:
      options.notifier ??
      (config.smtpUrl
        ? smtpNotifier(config.smtpUrl, config.mailFrom, defaultNotifier)
        : defaultNotifier),
  };

  // Jobs and tests reach the services' dependencies through the instance.
  app.decorate('deps', deps);
  registerRequestContext(app);
  registerErrorHandler(app);
  registerRouteAuth(app, deps, API_PREFIX);
  // After route-auth: its own onRequest hook goes first, so a refused caller costs no lookup.
  registerApiRateLimit(app, deps, API_PREFIX);
  registerNulGuard(app);

  // External plugins first (fastify/demo habit), then ours.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // The in-app web view may frame an operator-listed https origin (base.webviewOrigins);
        // the app refuses any other before loading it.
        frameSrc: ["'self'", 'https:'],
        // Served over plain HTTP on a LAN too; TLS is the proxy's job, not a rewrite rule's.
        upgradeInsecureRequests: null,
      },
    },
  });
  // The customer app's page runs its own inline boot script and the operators' customer
  // scripts from the origins they list.
  registerCustomerScriptPolicy(app, deps, path.join(config.webDist, 'index.html'));

  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    throwFileSizeLimit: true,
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: HARD_CLIENT_FRAME_BYTES },
    preClose: closeSocketsGoingAway,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Brokerage API',
        version: '1.0.0',
        license: {
          name: 'UNLICENSED (private)',
          url: 'https://docs.npmjs.com/cli/configuring-npm/package-json#license',
        },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openapiTransform,
  });

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      api.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes, { deps });
      await api.register(referenceRoutes, { deps });
      await api.register(memberRoutes, { deps });
      await api.register(secondFactorRoutes, { deps });
      await api.register(uploadsRoutes, { deps });
      await api.register(inboxRoutes, { deps });
      await api.register(operatorRoutes, { deps });
      await api.register(dashboardRoutes, { deps });
      await api.register(adminLedgerRoutes, { deps });
      await api.register(auditRoutes, { deps });
      await api.register(adminCustomersRoutes, { deps });
      await api.register(adminOperatorsRoutes, { deps });
      await api.register(adminSettingsRoutes, { deps });
      await api.register(fourEyesRoutes, { deps, actions: FOUR_EYES_ACTIONS });
      await api.register(reviewClaimRoutes, { deps });
      await api.register(adminInstrumentsRoutes, { deps });
      await api.register(adminNewsRoutes, { deps });
      await api.register(supportRoutes, { deps });
      await api.register(kycRoutes, { deps });
      await api.register(cardsRoutes, { deps });
      await api.register(depositsRoutes, { deps });
      await api.register(withdrawalsRoutes, { deps });
      await api.register(instrumentsRoutes, { deps });
      await api.register(streamRoutes, { deps });
      await api.register(watchlistsRoutes, { deps });
      await api.register(quotesRoutes, { deps });
      await api.register(priceAlertsRoutes, { deps });
      await api.register(tradingRoutes, { deps });
      await api.register(blockDealsRoutes, { deps });
      await api.register(ipoRoutes, { deps });
      await api.register(quantRoutes, { deps });
      await api.register(newsRoutes, { deps });
      await api.register(statementRoutes, { deps });
      await api.register(transferRoutes, { deps });
      await api.register(loansRoutes, { deps });
      await api.register(appropriatenessRoutes, { deps });
      await api.register(plansRoutes, { deps });
      await api.register(practiceRoutes, { deps });
      await api.register(corporateRoutes, { deps });
    },
    { prefix: API_PREFIX },
  );
  await registerStaticApps(app, config);
  return app;
};
