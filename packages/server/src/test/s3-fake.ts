import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

/** The only key pair the fake store accepts (it checks request signatures like S3 does). */
const FAKE_ACCESS_KEY = 'S3RVER';
const server = path.join(import.meta.dirname, 's3-fake-server.ts');
/** The repository's root, where tsx and s3rver are installed, whichever folder the tests were started from. */
const root = path.resolve(import.meta.dirname, '../../../..');

export interface S3Fake {
  /** http://127.0.0.1:<port> of the running fake, filled by beforeAll. */
  endpoint: string;
  bucket: string;
  /** The server's S3 settings for this fake; filled by beforeAll, so pass the object itself to useTestApp. */
  env: NodeJS.ProcessEnv;
}

/** Starts s3-fake-server.ts and resolves with its port once it listens. */
function startFake(directory: string, bucket: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', server, directory, bucket],
    { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /^\{"port":(\d+)\}$/m.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
        resolve({ child, port: Number(match[1]) });
      }
    };
    const onExit = (code: number | null) => reject(new Error(`The S3 fake stopped (${code}):\n${output}`));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', onExit);
  });
}

/**
 * Registers beforeAll/afterAll hooks that run an S3-compatible store (s3rver) in a process of its own, on a free
 * port over a temporary folder, with one empty bucket, and give the AWS SDK's credential chain the fake's key pair
 * through the standard variables, as an operator would. Register it before useTestApp: hooks run in order, and
 * the app reads `env` when its own beforeAll runs.
 */
export function useS3Fake(bucket = 'carespace-test'): S3Fake {
  const fake: S3Fake = { endpoint: '', bucket, env: {} };
  let child: ChildProcess | undefined;
  let directory: string | undefined;
  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-s3-'));
    const started = await startFake(directory, bucket);
    child = started.child;
    fake.endpoint = `http://127.0.0.1:${started.port}`;
    Object.assign(fake.env, { S3_BUCKET: bucket, S3_ENDPOINT: fake.endpoint, S3_FORCE_PATH_STYLE: '1' });
    vi.stubEnv('AWS_ACCESS_KEY_ID', FAKE_ACCESS_KEY);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', FAKE_ACCESS_KEY);
    // The SDK's notice about older Node versions says nothing about the code under test.
    vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    vi.unstubAllEnvs();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });
  return fake;
}
