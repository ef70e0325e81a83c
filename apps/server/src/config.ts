import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const boolFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** One trusted proxy: an address, a CIDR range, or one of proxy-addr's names. */
const isProxyAddress = (value: string): boolean => {
  if (PROXY_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: the number of reverse-proxy hops in front of the server whose
 * X-Forwarded-For entries are believed (`1`: one proxy; `0` or unset: none), or a
 * comma-separated list of the proxies' addresses or CIDR ranges. `true` means one hop: trusting
 * every hop would let a client choose its own address by writing the left-most entry.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): number | string[] => {
    if (value === undefined || value === '' || value === 'false') return 0;
    if (value === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const proxies = value.split(',').map((entry) => entry.trim());
    if (proxies.every(isProxyAddress)) return proxies;
    context.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops or a comma-separated list of proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/** BIP32 test vector 1, chain m (public): anyone holds its private key, so demo use only. */
export const DEMO_CHAIN_XPUB =
  'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  // Prefix of the quote and customer-event channels (and the feed's leader lock) in Redis:
  // copies of one deployment share it; another deployment (a parallel test run) needs its own.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits, ":", "_", "." or "-"')
    .default('brokerage:'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: boolFlag,
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Brokerage <no-reply@localhost>'),
  TRUST_PROXY: trustProxySchema,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  SESSION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  // Live quotes and /api/v1/ws (market/hub, market/stream).
  QUOTE_CONFLATE_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  QUOTE_STALE_MS: z.coerce.number().int().min(1000).default(30_000),
  MARKETS_ALWAYS_OPEN: boolFlag,
  SIMULATOR_SEED: z.string().min(1).default('brokerage'),
  SIMULATOR_TICK_MS: z.coerce.number().int().min(5).max(60_000).default(1000),
  SIMULATOR_PHASES: z.coerce.number().int().min(1).max(10).default(4),
  // A JSON file of prices pinned by hand ({"US:MSFT": "150.00"}), read while the server runs.
  SIMULATOR_SCRIPT: z.string().trim().min(1).optional(),
  WS_MAX_SYMBOLS: z.coerce.number().int().min(1).max(10_000).default(200),
  WS_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).default(10),
  WS_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(16 * 1024)
    .default(1024 * 1024),
  WS_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(30_000),
  // Where prices come from: the simulator (labelled "Simulated prices") or Finnhub's feed.
  MARKET_DATA_PROVIDER: z.enum(['simulator', 'finnhub']).default('simulator'),
  MATCHER_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  // Group commit of buys that fill at once (modules/trading/order-batcher.ts).
  ORDER_BATCH_WINDOW_MS: z.coerce.number().int().min(0).max(50).default(1),
  ORDER_BATCH_MAX: z.coerce.number().int().min(1).max(60).default(32),
  ORDER_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(2),
  // Store 1d and 1w candles of every instrument at start (on by default, off in tests).
  CANDLE_WARMUP: boolFlag,
  FINNHUB_API_KEY: z.string().min(1).optional(),
  FINNHUB_WS_URL: z.url().optional(),
  FINNHUB_REST_URL: z.url().optional(),
  // Crypto deposits: each customer's address derives from this extended PUBLIC key (BIP32,
  // child <CHAIN_DERIVATION_PREFIX>/<index>); the default is test vector 1 of BIP32, demo only.
  CHAIN_XPUB: z
    .string()
    .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key (xpub/tpub)')
    .default(DEMO_CHAIN_XPUB),
  CHAIN_DERIVATION_PREFIX: z
    .string()
    .regex(/^(\d{1,9}(\/\d{1,9})*)?$/, 'must be a non-hardened path such as 0 or 0/1')
    .default('0'),
  // The chain watcher credits transfers it sees on these nodes; without a URL it does not run.
  CHAIN_WATCHER: boolFlag,
  ETH_RPC_URL: z.url().optional(),
  TRON_API_URL: z.url().optional(),
  TRON_API_KEY: z.string().min(1).optional(),
  ERC20_USDT_CONTRACT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x + 40 hex digits')
    .default('0xdAC17F958D2ee523a2206206994597C13D831ec7'),
  TRC20_USDT_CONTRACT: z
    .string()
    .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'must be a TRON address')
    .default('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
  CHAIN_POLL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(15_000),
  // A JSON file of corporate actions a vendor publishes (README); unset: no feed is polled.
  CORPORATE_ACTIONS_FEED: z.string().trim().min(1).optional(),
  // Customer passkeys (WebAuthn): the site's domain and the app's origins (comma-separated).
  // Unset outside production, both are read from each request's host (a dev server on any port).
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a domain name such as broker.example')
    .optional(),
  WEBAUTHN_ORIGINS: z
    .string()
    .regex(
      /^https?:\/\/[^,\s]+(,https?:\/\/[^,\s]+)*$/,
      'must be origins such as https://broker.example',
    )
    .optional(),
  WEBAUTHN_RP_NAME: z.string().min(1).default('Brokerage'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of the Redis channels and lock server copies share (REDIS_PREFIX). */
  redisPrefix: string;
  adminPassword: string | undefined;
  logLevel: string;
  /** Demo customer and sample data: on by default for the embedded database only. */
  demoData: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Proxy hops trusted to tell the client's address (0: none), or the proxies' addresses. */
  trustProxy: number | string[];
  /** API requests per minute per client address (http/api-rate-limit.ts); files are never counted. */
  rateLimitPerMinute: number;
  /** API requests per minute per signed-in session, from whichever addresses. */
  sessionRateLimitPerMinute: number;
  /** Tighter limit on login, registration, codes and password reset. */
  authRateLimitPerMinute: number;
  maxUploadBytes: number;
  /** Private folder of the default FileStore. */
  uploadsDir: string;
  /** Where the built customer app and operator console are served from. */
  webDist: string;
  adminDist: string;
  /** A subscriber gets at most one quote per symbol per this many ms (0: every tick). */
  quoteConflateMs: number;
  /** No tick for this long while the market is open: the quote is marked stale. */
  quoteStaleMs: number;
  /** Every market trades around the clock (demos, benches); off: each in its own hours. */
  marketsAlwaysOpen: boolean;
  simulatorSeed: string;
  simulatorTickMs: number;
  /** Simulator rounds per tick interval; each socket hears one of them (SimulatedProvider). */
  simulatorPhases: number;
  /**
   * JSON file of instrument key to price: the simulator's ticks and quotes of an instrument it
   * names are at that price (e2e tests, demos). Never in production, simulator only.
   */
  simulatorScript: string | undefined;
  marketDataProvider: 'simulator' | 'finnhub';
  /** How often pending orders and stop loss / take profit are checked against quotes. */
  matcherIntervalMs: number;
  /** Buys that fill at once and arrive together go to the database as one call. */
  orderBatch: OrderBatchConfig;
  /** Store the default daily and weekly charts of every instrument in the background at start. */
  candleWarmup: boolean;
  finnhubApiKey: string | undefined;
  finnhubWsUrl: string | undefined;
  finnhubRestUrl: string | undefined;
  chain: ChainConfig;
  /**
   * The file a corporate actions vendor's records are read from at each pass of the job, each
   * new one proposed for an admin's approval; undefined: no feed.
   */
  corporateActionsFeed: string | undefined;
  /** Symbols one WebSocket may watch at once. */
  wsMaxSymbols: number;
  /** Client frames per second per WebSocket (bursts of twice that). */
  wsMessagesPerSecond: number;
  /** A client that leaves more than this unread is dropped. */
  wsMaxBufferedBytes: number;
  /** Ping interval; a socket that did not answer the previous ping is closed. */
  wsHeartbeatMs: number;
  webauthn: WebauthnConfig;
}

/**
 * Passkeys' relying party. `rpId` and `origins` unset: taken from each request's host outside
 * production, and passkeys are off in production (TOTP still works).
 */
export interface WebauthnConfig {
  rpId: string | undefined;
  origins: string[] | undefined;
  rpName: string;
}

export interface ChainConfig {
  xpub: string;
  derivationPrefix: string;
  /** Whether the watcher job runs (off when no node URL is configured). */
  watcher: boolean;
  ethRpcUrl: string | undefined;
  tronApiUrl: string | undefined;
  tronApiKey: string | undefined;
  erc20UsdtContract: string;
  trc20UsdtContract: string;
  pollMs: number;
}

/** Group commit of buys that fill at once (modules/trading/order-batcher.ts). */
export interface OrderBatchConfig {
  /** How long a buy that finds the database busy waits for neighbours to go with (ms). */
  windowMs: number;
  /** The most buys one call places; under 64 (see trade_buy_batch). 1: no batches. */
  maxBatch: number;
  /** Calls (lone buys or batches) on the database at once; buys beyond wait and go together. */
  concurrency: number;
}

export class ConfigError extends Error {}

/**
 * The only reader of the environment. Every invalid variable is named in one error,
 * so a misconfigured deployment fails at start with the whole list.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = envSchema
    .refine(
      (vars) => vars.MARKET_DATA_PROVIDER !== 'finnhub' || vars.FINNHUB_API_KEY !== undefined,
      {
        path: ['FINNHUB_API_KEY'],
        message: 'is required when MARKET_DATA_PROVIDER=finnhub',
      },
    )
    .refine((vars) => vars.SIMULATOR_SCRIPT === undefined || vars.NODE_ENV !== 'production', {
      path: ['SIMULATOR_SCRIPT'],
      message: 'pins prices by hand and is refused when NODE_ENV=production',
    })
    .refine(
      (vars) => vars.SIMULATOR_SCRIPT === undefined || vars.MARKET_DATA_PROVIDER === 'simulator',
      {
        path: ['SIMULATOR_SCRIPT'],
        message: 'applies to the simulator only, not MARKET_DATA_PROVIDER=finnhub',
      },
    )
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const vars = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    adminPassword: vars.ADMIN_PASSWORD,
    logLevel: vars.LOG_LEVEL,
    demoData: vars.DEMO_DATA ?? vars.DATABASE_URL === undefined,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    trustProxy: vars.TRUST_PROXY,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    sessionRateLimitPerMinute: vars.SESSION_RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE,
    maxUploadBytes: vars.MAX_UPLOAD_BYTES,
    uploadsDir: path.join(path.resolve(vars.DATA_DIR), 'uploads'),
    webDist: path.join(repoRoot, 'apps/web/dist'),
    adminDist: path.join(repoRoot, 'apps/admin/dist'),
    quoteConflateMs: vars.QUOTE_CONFLATE_MS,
    quoteStaleMs: vars.QUOTE_STALE_MS,
    marketsAlwaysOpen: vars.MARKETS_ALWAYS_OPEN ?? false,
    simulatorSeed: vars.SIMULATOR_SEED,
    simulatorTickMs: vars.SIMULATOR_TICK_MS,
    simulatorPhases: vars.SIMULATOR_PHASES,
    simulatorScript:
      vars.SIMULATOR_SCRIPT === undefined ? undefined : path.resolve(vars.SIMULATOR_SCRIPT),
    marketDataProvider: vars.MARKET_DATA_PROVIDER,
    matcherIntervalMs: vars.MATCHER_INTERVAL_MS,
    orderBatch: {
      windowMs: vars.ORDER_BATCH_WINDOW_MS,
      maxBatch: vars.ORDER_BATCH_MAX,
      concurrency: vars.ORDER_BATCH_CONCURRENCY,
    },
    candleWarmup: vars.CANDLE_WARMUP ?? vars.NODE_ENV !== 'test',
    finnhubApiKey: vars.FINNHUB_API_KEY,
    finnhubWsUrl: vars.FINNHUB_WS_URL,
    finnhubRestUrl: vars.FINNHUB_REST_URL,
    chain: {
      xpub: vars.CHAIN_XPUB,
      derivationPrefix: vars.CHAIN_DERIVATION_PREFIX,
      watcher:
        (vars.CHAIN_WATCHER ?? true) &&
        (vars.ETH_RPC_URL !== undefined || vars.TRON_API_URL !== undefined),
      ethRpcUrl: vars.ETH_RPC_URL,
      tronApiUrl: vars.TRON_API_URL,
      tronApiKey: vars.TRON_API_KEY,
      erc20UsdtContract: vars.ERC20_USDT_CONTRACT,
      trc20UsdtContract: vars.TRC20_USDT_CONTRACT,
      pollMs: vars.CHAIN_POLL_MS,
    },
    corporateActionsFeed:
      vars.CORPORATE_ACTIONS_FEED === undefined
        ? undefined
        : path.resolve(vars.CORPORATE_ACTIONS_FEED),
    wsMaxSymbols: vars.WS_MAX_SYMBOLS,
    wsMessagesPerSecond: vars.WS_MESSAGES_PER_SECOND,
    wsMaxBufferedBytes: vars.WS_MAX_BUFFERED_BYTES,
    wsHeartbeatMs: vars.WS_HEARTBEAT_MS,
    webauthn: {
      rpId: vars.WEBAUTHN_RP_ID,
      origins: vars.WEBAUTHN_ORIGINS?.split(','),
      rpName: vars.WEBAUTHN_RP_NAME,
    },
  };
};
