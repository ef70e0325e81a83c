import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
  });

  it('starts clean on an external database unless demo data is asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('reads the passkeys’ relying party from WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS', () => {
    expect(
      loadConfig({
        WEBAUTHN_RP_ID: 'broker.example',
        WEBAUTHN_ORIGINS: 'https://broker.example,https://app.broker.example',
      }).webauthn,
    ).toEqual({
      rpId: 'broker.example',
      origins: ['https://broker.example', 'https://app.broker.example'],
      rpName: 'Brokerage',
    });
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'https://broker.example' })).toThrow(
      /WEBAUTHN_RP_ID/,
    );
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'broker.example' })).toThrow(/WEBAUTHN_ORIGINS/);
  });

  it('takes SIMULATOR_SCRIPT outside production with the simulator, and refuses it otherwise', () => {
    expect(loadConfig({}).simulatorScript).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', SIMULATOR_SCRIPT: '/tmp/prices.json' }).simulatorScript,
    ).toBe('/tmp/prices.json');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SIMULATOR_SCRIPT: '/tmp/prices.json' }),
    ).toThrow(/SIMULATOR_SCRIPT: .*NODE_ENV=production/);
    expect(() =>
      loadConfig({
        SIMULATOR_SCRIPT: '/tmp/prices.json',
        MARKET_DATA_PROVIDER: 'finnhub',
        FINNHUB_API_KEY: 'key',
      }),
    ).toThrow(/SIMULATOR_SCRIPT: .*simulator only/);
  });

  it('shares Redis channels under REDIS_PREFIX, brokerage: by default', () => {
    expect(loadConfig({}).redisPrefix).toBe('brokerage:');
    expect(loadConfig({ REDIS_PREFIX: 'e2e-41000:' }).redisPrefix).toBe('e2e-41000:');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('names every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', ADMIN_PASSWORD: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', ADMIN_PASSWORD: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('ADMIN_PASSWORD');
    }
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxies, never as "trust every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.300', '1,2'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
