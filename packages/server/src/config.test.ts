import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  /** Everything a production start needs, so each test can take one or more away. */
  const complete = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://carespace_server:x@db.example/carespace',
    SMTP_URL: 'smtps://mailer:x@mail.example.com:465',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    SESSION_SECRET: 'a-session-secret-of-more-than-32-characters',
  };
  const problemsOf = (source: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(source);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    return [];
  };

  it('refuses a production start naming every missing setting at once, one line each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    const names = [
      'DATABASE_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SESSION_SECRET',
    ];
    expect(problems.slice(0, names.length).map((line) => line.split(' ')[0])).toEqual(names);
    expect(problems.at(-1)).toMatch(/DEMO_MODE=1/);
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DEMO_MODE: '0' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of names)
      expect(message).toMatch(new RegExp(`^  ${name} is required in production: `, 'm'));
    expect(loadConfig(complete)).toMatchObject({ isProduction: true, demonstration: false });
  });

  it('refuses a production start without each one of its settings, and a short session secret always', () => {
    for (const name of Object.keys(complete).filter((key) => key !== 'NODE_ENV')) {
      const problems = problemsOf({ ...complete, [name]: '' });
      expect(problems[0], name).toMatch(new RegExp(`^${name} is required`));
      expect(problems, name).toHaveLength(2);
    }
    expect(problemsOf({ ...complete, SESSION_SECRET: 'too-short' })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: at least 32 characters/),
    ]);
    expect(problemsOf({ SESSION_SECRET: 'too-short' })).toHaveLength(1);
    expect(problemsOf({ ...complete, SMTP_URL: 'mail.example.com' })).toEqual([
      expect.stringMatching(/^SMTP_URL: /),
    ]);
    expect(problemsOf({ ...complete, DATABASE_URL: 'mysql://db/carespace' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: /),
    ]);
  });

  it('lets a declared demonstration start in production on the sandbox, the outbox and PGlite', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' })).toMatchObject({
      isProduction: true,
      demonstration: true,
      databaseUrl: undefined,
      smtpUrl: undefined,
      stripeSecretKey: undefined,
      sessionSecret: undefined,
    });
    // Outside production the sandbox is the default, as before.
    expect(loadConfig({}).stripeSecretKey).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
    // Stripe without its webhook secret is refused in every mode.
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      expect.stringMatching(/STRIPE_WEBHOOK_SECRET/),
    ]);
  });

  it('needs only the database for a database command in production', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: complete.DATABASE_URL }, { databaseOnly: true })
        .databaseUrl,
    ).toBe(complete.DATABASE_URL);
    expect(() => loadConfig({ NODE_ENV: 'production' }, { databaseOnly: true })).toThrow(
      /^Invalid configuration:\n {2}DATABASE_URL is required in production/,
    );
  });

  it('migrates at start outside production, and in production only when told or on the embedded database', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).migrateOnStart).toBe(true);
    expect(loadConfig(complete).migrateOnStart).toBe(false);
    expect(loadConfig({ ...complete, MIGRATE_ON_START: '1' }).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' }).migrateOnStart).toBe(true);
    expect(() => loadConfig({ MIGRATE_ON_START: 'yes' })).toThrow(/MIGRATE_ON_START/);
  });

  it('reads the text message and address lookup services, all or nothing', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+12015550123',
    };
    expect(loadConfig(twilio).twilio).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: 'token',
      from: '+12015550123',
    });
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(problemsOf({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toEqual([
      expect.stringMatching(/^TWILIO_AUTH_TOKEN, TWILIO_FROM: required with TWILIO_ACCOUNT_SID/),
    ]);
    expect(problemsOf({ ...twilio, TWILIO_FROM: '201-555-0123' })).toEqual([
      expect.stringMatching(/^TWILIO_FROM: /),
    ]);
    expect(loadConfig({ IP_GEOLOCATION_URL: 'https://ipapi.co/{ip}/json/' }).ipGeolocationUrl).toBe(
      'https://ipapi.co/{ip}/json/',
    );
    expect(() => loadConfig({ IP_GEOLOCATION_URL: 'https://ipapi.co/json/' })).toThrow(/IP_GEOLOCATION_URL/);
  });

  it('validates the listening address, Redis, the support address and the web build folder', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(() => loadConfig({ HOST: 'not a host' })).toThrow(/HOST/);
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ RATE_LIMITS: 'no' })).toThrow(/RATE_LIMITS/);
    // Empty is unset: the default folder, not an invalid one.
    expect(loadConfig({ WEB_DIST: '' }).webDist.endsWith('/web/dist')).toBe(true);
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
      'Invalid configuration:\n  WORKERS above 1 needs DATABASE_URL (PostgreSQL shared by every process); the ' +
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
      'Invalid configuration:\n  S3_ENDPOINT is set but S3_BUCKET is not',
    );
    expect(() => loadConfig({ S3_PREFIX: 'prod/' })).toThrow(/S3_PREFIX is set but S3_BUCKET is not/);
  });
});
