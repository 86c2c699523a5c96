import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/**
 * deploy/nginx.conf, run as it ships, in front of server processes on this machine: a throw-away prefix holds the
 * main configuration (temporary folders, pid, logs to standard error), the upstream list and the listen line the
 * deployed file includes. nginx runs in the foreground as a child of the caller.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
export const NGINX_SITE = path.join(root, 'deploy/nginx.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's nginx, installed with apt-get when it is missing and we are root (as the browser tests do Chromium). */
export function ensureNginx(): string {
  if (fs.existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The load-balancer test needs nginx: run `sudo apt-get install -y nginx` (or set NGINX_PATH).',
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', env });
  return NGINX;
}

export interface Nginx {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts nginx balancing `upstreams` (base URLs) and waits until it answers /api/health through one of them. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const binary = ensureNginx();
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(prefix, dir));
  const servers = upstreams.map((url) => `server ${new URL(url).host} max_fails=1 fail_timeout=10s;`);
  fs.writeFileSync(path.join(prefix, 'carespace-upstreams.conf'), `${servers.join('\n')}\n`);
  fs.writeFileSync(path.join(prefix, 'carespace-listen.conf'), `listen 127.0.0.1:${port};\n`);
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      // Started as root, nginx's workers would otherwise drop to nobody and could not write the temporary folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${NGINX_SITE};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not start:\n${output}`);
}
