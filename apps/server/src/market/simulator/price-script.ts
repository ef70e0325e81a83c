import { statSync, readFileSync } from 'node:fs';

/**
 * Prices pinned by hand (SIMULATOR_SCRIPT): a JSON object of instrument key to decimal price,
 * e.g. `{ "US:MSFT": "150.00" }`. While the file names an instrument the simulator's ticks and
 * quotes for it are at that price; an instrument removed from the file returns to its path.
 * For end-to-end tests and demos that need a price to move on cue; never in production
 * (config.ts refuses it there).
 */
export interface PriceScript {
  /** Instrument key (`MARKET:SYMBOL`) to the pinned price, a positive decimal string. */
  prices(): ReadonlyMap<string, string>;
}

export interface FilePriceScriptOptions {
  readonly path: string;
  /** The file is looked at (one stat, a read only when it changed) at most this often. */
  readonly checkEveryMs: number;
  readonly clock?: () => number;
  /** Bad content: the file is ignored (the last good script stays) and this is told why. */
  readonly onWarning: (message: string) => void;
}

const PRICE = /^\d{1,12}(\.\d{1,8})?$/;
const KEY = /^[A-Z]{2,8}:\S{1,32}$/;

/** The script's entries, or why the whole content is refused. */
export const parsePriceScript = (text: string): Map<string, string> | string => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `not JSON (${(error as Error).message})`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return 'not a JSON object of instrument key to price';
  }
  const prices = new Map<string, string>();
  for (const [key, value] of Object.entries(parsed)) {
    const price = typeof value === 'number' ? String(value) : value;
    if (!KEY.test(key)) return `${key}: not an instrument key such as US:MSFT`;
    if (typeof price !== 'string' || !PRICE.test(price) || Number(price) <= 0) {
      return `${key}: not a positive decimal price`;
    }
    prices.set(key, price);
  }
  return prices;
};

/**
 * A script read from a file, fresh while the server runs: at most one stat per `checkEveryMs`,
 * and a read only when the file's modification time or size changed. A missing file pins
 * nothing; unreadable or invalid content is ignored with a warning and the last good script
 * stays (a test that rewrites the file may be read halfway through its write).
 */
export const filePriceScript = (options: FilePriceScriptOptions): PriceScript => {
  const clock = options.clock ?? Date.now;
  let current: ReadonlyMap<string, string> = new Map();
  let checkedAt = Number.NEGATIVE_INFINITY;
  let seen = '';
  const refresh = () => {
    let signature: string;
    try {
      const stat = statSync(options.path);
      signature = `${stat.mtimeMs}|${stat.size}`;
    } catch {
      signature = 'missing';
    }
    if (signature === seen) return;
    seen = signature;
    if (signature === 'missing') {
      current = new Map();
      return;
    }
    let text: string;
    try {
      text = readFileSync(options.path, 'utf8');
    } catch (error) {
      options.onWarning(`SIMULATOR_SCRIPT ${options.path} unreadable: ${String(error)}`);
      return;
    }
    const parsed = parsePriceScript(text);
    if (typeof parsed === 'string') {
      options.onWarning(`SIMULATOR_SCRIPT ${options.path} ignored: ${parsed}`);
      return;
    }
    current = parsed;
  };
  return {
    prices() {
      const now = clock();
      if (now - checkedAt >= options.checkEveryMs) {
        checkedAt = now;
        refresh();
      }
      return current;
    },
  };
};
