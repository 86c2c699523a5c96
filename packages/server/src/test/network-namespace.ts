import { execFile, execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A second host for tests that need a caller from another address than this machine's loopback: a network
 * namespace joined to this one by a veth pair on a /30 of 10.213.0.0/16 of its own. Nothing leaves the machine:
 * the test calls the server on `serverAddress` (this side of the pair) from `clientAddress` (the other side).
 */
export interface TestHost {
  namespace: string;
  /** This machine's end of the pair: listen here (or on 0.0.0.0) to be reached from the test host. */
  serverAddress: string;
  /** The test host's address, as the server sees its calls. */
  clientAddress: string;
  /** Runs a command inside the test host (e.g. curl). */
  exec(command: string, args: string[]): Promise<{ stdout: string; stderr: string }>;
  remove(): Promise<void>;
}

/**
 * Null when this machine lets a test make network namespaces, else why not (for the skip message). Asked by
 * making and removing one, since being root is not always enough (a container may forbid it).
 */
export function whyNoNetworkNamespaces(): string | null {
  if (process.platform !== 'linux') return 'network namespaces are Linux only';
  if (process.getuid?.() !== 0) return 'making a network namespace needs root';
  const probe = `csprobe-${process.pid}-${randomInt(1e6)}`;
  try {
    execFileSync('ip', ['netns', 'add', probe], { stdio: 'pipe' });
  } catch (error) {
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
    return `this machine does not allow network namespaces (ip netns add: ${detail})`;
  }
  execFileSync('ip', ['netns', 'delete', probe], { stdio: 'pipe' });
  return null;
}

/** A /30 of 10.213.0.0/16 that no interface here uses yet (several tests may hold one at once). */
async function freeSubnet(): Promise<number> {
  const { stdout } = await run('ip', ['-4', '-o', 'addr', 'show']);
  for (let tries = 0; tries < 50; tries += 1) {
    const block = randomInt(0, 256 * 64);
    const third = Math.floor(block / 64);
    const fourth = (block % 64) * 4;
    if (!stdout.includes(`10.213.${third}.${fourth + 1}/`)) return block;
  }
  throw new Error('no free test subnet in 10.213.0.0/16');
}

export async function makeTestHost(): Promise<TestHost> {
  const block = await freeSubnet();
  const third = Math.floor(block / 64);
  const fourth = (block % 64) * 4;
  const serverAddress = `10.213.${third}.${fourth + 1}`;
  const clientAddress = `10.213.${third}.${fourth + 2}`;
  const tag = `${block.toString(36)}${randomInt(36 ** 3).toString(36)}`;
  const namespace = `cs-test-${tag}`;
  const here = `cst${tag}a`;
  const there = `cst${tag}b`;
  const remove = async () => {
    // Deleting the namespace deletes its end of the pair, and with it this end.
    await run('ip', ['netns', 'delete', namespace]).catch(() => undefined);
    await run('ip', ['link', 'delete', here]).catch(() => undefined);
  };
  try {
    await run('ip', ['netns', 'add', namespace]);
    await run('ip', ['link', 'add', here, 'type', 'veth', 'peer', 'name', there]);
    await run('ip', ['link', 'set', there, 'netns', namespace]);
    await run('ip', ['addr', 'add', `${serverAddress}/30`, 'dev', here]);
    await run('ip', ['link', 'set', here, 'up']);
    const inside = (...args: string[]) => run('ip', ['netns', 'exec', namespace, 'ip', ...args]);
    await inside('addr', 'add', `${clientAddress}/30`, 'dev', there);
    await inside('link', 'set', there, 'up');
    await inside('link', 'set', 'lo', 'up');
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    namespace,
    serverAddress,
    clientAddress,
    exec: (command, args) => run('ip', ['netns', 'exec', namespace, command, ...args]),
    remove,
  };
}
