import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to port 3000, ./data and the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('never seeds demo accounts on a production database unless SEED_DEMO=1', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/carespace' };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('runs the queries as the carespace_app role unless told another, or none', () => {
    expect(loadConfig({}).databaseAppRole).toBe('carespace_app');
    expect(loadConfig({ DATABASE_APP_ROLE: 'clinic_app' }).databaseAppRole).toBe('clinic_app');
    expect(loadConfig({ DATABASE_APP_ROLE: 'none' }).databaseAppRole).toBeNull();
    // It goes into the connection's startup options: nothing but a plain name gets there.
    expect(() => loadConfig({ DATABASE_APP_ROLE: 'app -c role=postgres' })).toThrow(/DATABASE_APP_ROLE/);
  });

  it('refuses invalid settings with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_PASSWORD: 'short' })).toThrow(/DEMO_PASSWORD/);
  });
});
