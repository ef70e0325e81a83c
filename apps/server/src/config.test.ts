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
});
