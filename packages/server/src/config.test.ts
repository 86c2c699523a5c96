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
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/carespace',
      DEMO_MODE: '1',
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses a production start without STRIPE_SECRET_KEY unless it is declared a demonstration', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: STRIPE_SECRET_KEY is required in production (without it checkouts use the payment ' +
        'sandbox, where a test card pays). Set DEMO_MODE=1 to run a demonstration on the sandbox.',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: '0' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' })).toMatchObject({
      isProduction: true,
      demonstration: true,
      stripeSecretKey: undefined,
    });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toMatchObject({ isProduction: true, demonstration: false });
    // Outside production the sandbox is the default, as before.
    expect(loadConfig({}).stripeSecretKey).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('points the Stripe SDK at STRIPE_API_URL only outside production, and only at a scheme, host and port', () => {
    expect(loadConfig({}).stripeApi).toBeUndefined();
    expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripeApi).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
    expect(loadConfig({ STRIPE_API_URL: 'https://stripe-mock.internal' }).stripeApi).toEqual({
      protocol: 'https',
      host: 'stripe-mock.internal',
      port: 443,
    });
    for (const url of ['ftp://127.0.0.1:21', 'http://127.0.0.1:12111/v1', 'not a url']) {
      expect(() => loadConfig({ STRIPE_API_URL: url })).toThrow(/STRIPE_API_URL/);
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    ).toThrow(/STRIPE_API_URL is for tests/);
  });

  it('runs the queries as the carespace_app role unless told another, or none', () => {
    expect(loadConfig({}).databaseAppRole).toBe('carespace_app');
    expect(loadConfig({ DATABASE_APP_ROLE: 'clinic_app' }).databaseAppRole).toBe('clinic_app');
    expect(loadConfig({ DATABASE_APP_ROLE: 'none' }).databaseAppRole).toBeNull();
    // It goes into the connection's startup options: nothing but a plain name gets there.
    expect(() => loadConfig({ DATABASE_APP_ROLE: 'app -c role=postgres' })).toThrow(/DATABASE_APP_ROLE/);
  });

  it('runs one process unless WORKERS asks for more, and more only on a shared PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    const postgres = { DATABASE_URL: 'postgres://app@db.internal:5432/carespace' };
    expect(loadConfig({ ...postgres, WORKERS: '4' }).workers).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'Invalid configuration: WORKERS above 1 needs DATABASE_URL (PostgreSQL shared by every process); the ' +
        'embedded database serves one process only.',
    );
    for (const WORKERS of ['0', 'two', '1.5']) {
      expect(() => loadConfig({ ...postgres, WORKERS })).toThrow(/WORKERS/);
    }
  });

  it('refuses invalid settings with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_PASSWORD: 'short' })).toThrow(/DEMO_PASSWORD/);
  });

  it('trusts no proxy unless TRUST_PROXY lists them, in every mode', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(loadConfig({ NODE_ENV, DEMO_MODE: '1' }).trustProxy).toEqual([]);
      expect(loadConfig({ NODE_ENV, DEMO_MODE: '1', TRUST_PROXY: ' ' }).trustProxy).toEqual([]);
    }
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that would believe any sender, or is not an address', () => {
    for (const value of [
      'true',
      '*',
      '1',
      '10.0.0.0/33',
      'proxy.internal',
      '10.0.0.1/8/2',
      '10.0.0.1,true',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps uploads in DATA_DIR/files unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).objectStore).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'carespace-files' }).objectStore).toEqual({
      bucket: 'carespace-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'carespace-files',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: 'prod/files/',
      }).objectStore,
    ).toEqual({
      bucket: 'carespace-files',
      region: 'eu-central-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'prod/files/',
    });
  });

  it('refuses object store settings that are malformed, or set without S3_BUCKET', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Carespace_Files' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    // A prefix is whole path segments, so a key is always <prefix><folder>/<fileName>.
    for (const prefix of ['prod', '/prod/', 'prod//', '../prod/']) {
      expect(() => loadConfig({ S3_BUCKET: 'files', S3_PREFIX: prefix })).toThrow(/S3_PREFIX/);
    }
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      'Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not',
    );
    expect(() => loadConfig({ S3_PREFIX: 'prod/' })).toThrow(/S3_PREFIX is set but S3_BUCKET is not/);
  });
});
