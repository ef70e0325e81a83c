import { describe, expect, it } from 'vitest';
import { runStartup, type StartupDeps } from './startup';

const recorder = (token: string, failing: string[] = []) => {
  const log: string[] = [];
  const step = (name: string) => async () => {
    log.push(`${name}:start`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    log.push(`${name}:end`);
    if (failing.includes(name)) throw new Error(`${name} failed`);
  };
  const deps: StartupDeps = {
    setInit: (init) => log.push(`init=${String(init)}`),
    loadMarkets: step('markets'),
    loadCurrencies: step('currencies'),
    loadLanguages: step('languages'),
    applyStoredLanguage: step('applyLanguage'),
    hasToken: () => token !== '',
    loadBalances: step('balances'),
    fetchBaseSettings: step('baseSettings'),
    checkVersion: step('version'),
    onStepError: (name) => log.push(`error:${name}`),
  };
  return { log, deps };
};

const starts = (log: string[]) => log.filter((entry) => !entry.endsWith(':end'));

describe('start-up flow', () => {
  it('runs the steps in the seed order with a token', async () => {
    const { log, deps } = recorder('tok');
    await runStartup(deps);
    expect(starts(log)).toEqual([
      'init=false',
      'markets:start',
      'currencies:start',
      'languages:start',
      'applyLanguage:start',
      'balances:start',
      'baseSettings:start',
      'version:start',
      'init=true',
    ]);
    // Each step finishes before the next begins (markets and currencies load together).
    expect(log.indexOf('currencies:end')).toBeLessThan(log.indexOf('languages:start'));
    expect(log.indexOf('languages:end')).toBeLessThan(log.indexOf('applyLanguage:start'));
    expect(log.indexOf('balances:end')).toBeLessThan(log.indexOf('baseSettings:start'));
    expect(log.indexOf('version:end')).toBeLessThan(log.indexOf('init=true'));
  });

  it('skips balances for a visitor', async () => {
    const { log, deps } = recorder('');
    await runStartup(deps);
    expect(log).not.toContain('balances:start');
    expect(log.at(-1)).toBe('init=true');
  });

  it('still finishes when a step fails', async () => {
    const { log, deps } = recorder('tok', ['markets', 'version']);
    await runStartup(deps);
    expect(log).toContain('error:markets and currencies');
    expect(log).toContain('error:version');
    expect(log).toContain('baseSettings:start');
    expect(log.at(-1)).toBe('init=true');
  });
});
