/**
 * `npm run bench:cluster`: the same load through deploy/nginx.conf in front of one server process, then two, on one
 * PostgreSQL database (a fresh one, dropped at the end, made through BENCH_ADMIN_URL, default
 * postgres://root@127.0.0.1:5432/postgres). Two cases: a signed-in read (a chat's messages) and the chat send.
 * For each: requests per second, p99 latency, and CPU seconds per 1,000 requests of the app processes and of
 * PostgreSQL (utime + stime from /proc/<pid>/stat, before and after, of the server processes and of every backend
 * serving the bench database). On one machine the processes share its cores, so two processes cannot double
 * throughput; what scale-out must keep is the cost: the app's CPU per request within 15 % of one process's, and
 * throughput not lower, judged on the medians of BENCH_ROUNDS (3) alternating runs. Failed requests must be zero.
 * Throughput is measured at saturation; the CPU per request also at one fixed rate (half of one process's
 * throughput) sent to both, which is what the 15 % is judged on: at saturation the crowding of two cores by
 * four busy programs raises every process's CPU per request, and that figure is printed for the record.
 * A control tells crowding from cross-process work: in the one-process rounds the per-process rate is also sent
 * while an unrelated neighbour (a third server process on a database of its own, behind its own nginx, sharing
 * nothing with the first) answers the same rate. What one process's CPU per request grows by beside that
 * neighbour is what the machine's crowding alone costs; a second process of the cluster costing more than that
 * would be cross-process work.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../packages/server/src/db/database.ts';
import { sessionCookieName } from '../packages/server/src/features/auth/session.ts';
import { newId } from '../packages/server/src/lib/ids.ts';
import { createUser, sessionFor, TEST_SESSION_SECRET } from '../packages/server/src/test/api.ts';
import { approvedChat } from '../packages/server/src/test/chat-fixtures.ts';
import { type Nginx, startNginx } from '../packages/server/src/test/nginx.ts';
import { type ServerProcess, startServerProcess } from '../packages/server/src/test/server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The rate per process of the per-process run, as a share of one process's throughput (BENCH_PER_PROCESS_SHARE). */
const PER_PROCESS_SHARE = Number(process.env.BENCH_PER_PROCESS_SHARE ?? 0.25);
/** That rate, from a case's equal-load rate (half of one process's throughput). */
const perProcessRate = (equalRate: number) => Math.max(1, Math.round(equalRate * 2 * PER_PROCESS_SHARE));
/** The history each case's chat starts with (a page of it is what the read returns). */
const CHAT_MESSAGES = 200;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
/** Scale-out's measure on one machine: the app's CPU per request with two processes against one. */
const APP_CPU_GROWTH_MAX = 0.15;

const signed = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(0)} %`;

/** CPU seconds (user + system) a process has used so far; 0 for one that is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((row) => row.pid);
}

interface Figures {
  case: string;
  processes: number;
  requestsPerSecond: number;
  p99Ms: number;
  appCpuPer1000: number;
  postgresCpuPer1000: number;
  /** The same CPU measure at one fixed request rate (half of one process's throughput), the same for both. */
  appCpuPer1000AtEqualLoad: number;
  /**
   * The same at one fixed rate per process (a quarter of one process's throughput, times the processes): each
   * process does the same work in both runs, so what grows here is what a second process adds to each request.
   */
  appCpuPer1000PerProcessRate: number;
  /** One process only: the per-process rate measured again while an unrelated neighbour answers the same rate. */
  appCpuPer1000BesideNeighbour?: number;
  failed: number;
  /** PostgreSQL transactions per request (pg_stat_database): the database work a request asks for, whatever the load. */
  transactionsPerRequest: number;
}

interface BenchSite {
  database: ReturnType<typeof openPostgres>;
  cookie: string;
  /** A new chat between the site's two providers, with `messages` sent through the API first. */
  freshChat(messages?: number): Promise<string>;
}

/** Two providers and a signed-in guest on the database a server process serves. */
async function benchSite(serverUrl: string, databaseUrl: string): Promise<BenchSite> {
  const database = openPostgres(databaseUrl, 2);
  const hostUser = await createUser(database.db, { providerRole: 'STAN', organizationName: 'Bench host' });
  const guestUser = await createUser(database.db, { providerRole: 'STAN', organizationName: 'Bench guest' });
  const host = { id: hostUser.id, organizationId: hostUser.organizationId! };
  const guest = { id: guestUser.id, organizationId: guestUser.organizationId! };
  const cookie = `${sessionCookieName(true)}=${await sessionFor(database.db, guestUser.id)}`;
  return {
    database,
    cookie,
    async freshChat(messages = CHAT_MESSAGES) {
      const chatId = await approvedChat(database.db, host, guest);
      // Through the API, as a person writes them (the chat keeps its own order and last-message time).
      for (let i = 0; i < messages; i += 1) {
        const response = await fetch(`${serverUrl}/api/propertyChat/${chatId}/messages`, {
          method: 'POST',
          headers: { cookie, 'x-requested-with': 'carespace', 'content-type': 'application/json' },
          body: JSON.stringify({ clientMessageId: newId(), body: 'Is the room free on Tuesday morning?' }),
        });
        if (!response.ok) throw new Error(`Seeding the bench chat failed: ${response.status}`);
      }
      return chatId;
    },
  };
}

interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  paths: string[];
  body?: () => string;
}

/**
 * The two cases on fresh chats: each case gets a chat of its own, alike at the start (a case run after the sends
 * must not read a chat those sends made thousands of messages longer).
 */
async function benchCases(site: BenchSite): Promise<BenchCase[]> {
  const readChat = await site.freshChat();
  // A chat has two parties, and its writers take turns by design (one gap-free order per chat): sixteen
  // connections all writing into one chat measure that queue, not the processes. The sends go round the
  // same number of chats as connections, as a busy day's conversations would.
  const sendChats = await Promise.all(Array.from({ length: CONNECTIONS }, () => site.freshChat(0)));
  return [
    {
      name: 'signed-in read (GET a chat’s messages)',
      method: 'GET',
      paths: [`/api/propertyChat/${readChat}/messages`],
    },
    {
      name: 'chat send (POST a message)',
      method: 'POST',
      paths: sendChats.map((chatId) => `/api/propertyChat/${chatId}/messages`),
      // Each request a new message.
      body: () => JSON.stringify({ clientMessageId: newId(), body: 'Is the room free on Tuesday?' }),
    },
  ];
}

/** autocannon's options for a case: its paths in turn, as the signed-in guest. */
function loadOptions(c: BenchCase, url: string, cookie: string) {
  let next = 0;
  return {
    url,
    requests: [
      {
        method: c.method,
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          path: c.paths[next++ % c.paths.length],
          ...(c.body ? { body: c.body() } : {}),
        }),
      },
    ],
    headers: {
      cookie,
      'x-requested-with': 'carespace',
      ...(c.body ? { 'content-type': 'application/json' } : {}),
    },
    connections: CONNECTIONS,
  };
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `carespace_bench_${newId(8).toLowerCase()}`;
  await admin.query(`create database "${name}"`);
  const neighbourName = `${name}_neighbour`;
  await admin.query(`create database "${neighbourName}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const neighbourUrl = new URL(ADMIN_URL);
  neighbourUrl.pathname = `/${neighbourName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-cluster-bench-'));
  const env = {
    NODE_ENV: 'production',
    DEMO_MODE: '1',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    TRUST_PROXY: '127.0.0.1',
    // A production start on PostgreSQL migrates only when told to; the bench's sessions are signed with this.
    MIGRATE_ON_START: '1',
    SESSION_SECRET: TEST_SESSION_SECRET,
  };
  const servers: ServerProcess[] = [];
  // The control's own server and nginx, apart from the cluster's.
  let neighbourServer: ServerProcess | undefined;
  let neighbourNginx: Nginx | undefined;
  const figures: Figures[] = [];
  // The fixed rate each case's equal-load run is sent at: half of what one process answered in the first round.
  const equalRates = new Map<string, number>();
  try {
    // The first start migrates the database; the fixtures go in after.
    servers.push(await startServerProcess(env));
    const site = await benchSite(servers[0]!.url, url.toString());
    // Both processes from the start, each warmed alike before every case, so neither run meets a cold process.
    servers.push(await startServerProcess(env));
    // The control: a server of its own on a database of its own, behind an nginx of its own.
    neighbourServer = await startServerProcess({
      ...env,
      DATABASE_URL: neighbourUrl.toString(),
      DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'neighbour-')),
    });
    const neighbourSite = await benchSite(neighbourServer.url, neighbourUrl.toString());
    neighbourNginx = await startNginx([neighbourServer.url]);

    // One and two processes in turn, ROUNDS times: on a shared machine one run's figures move by a fifth from the
    // next run's, so the targets are judged on the medians of alternating runs, not on one pair.
    for (const processes of Array.from({ length: ROUNDS }, () => [1, 2]).flat()) {
      const nginx = await startNginx(servers.slice(0, processes).map((server) => server.url));
      try {
        const cases = await benchCases(site);
        const neighbourCases = processes === 1 ? await benchCases(neighbourSite) : [];
        for (const c of cases) {
          const options = loadOptions(c, nginx.url, site.cookie);
          // Warm: compiled paths and full connection pools in both processes, then nginx's upstream connections.
          for (const server of servers) {
            await autocannon({ ...options, url: server.url, duration: WARM_SECONDS });
          }
          await autocannon({ ...options, duration: 1 });
          const appPids = servers.slice(0, processes).map((server) => server.child.pid!);
          const postgresBefore = await backendPids(admin, name);
          const appBefore = appPids.map(cpuSeconds);
          const postgresCpuBefore = new Map(postgresBefore.map((pid) => [pid, cpuSeconds(pid)]));
          const xacts = async () =>
            Number(
              (
                await admin.query<{ n: string }>(
                  'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
                  [name],
                )
              ).rows[0]!.n,
            );
          const xactsBefore = await xacts();
          const result = await autocannon({ ...options, duration: SECONDS });
          // The statistics collector reports with a short delay.
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          const xactsAfter = await xacts();
          const appAfter = appPids.map(cpuSeconds);
          const postgresAfter = await backendPids(admin, name);
          let postgresCpu = 0;
          for (const pid of new Set([...postgresBefore, ...postgresAfter])) {
            // A backend that ended meanwhile (a pool closing an idle connection) can no longer be read: left out.
            const after = cpuSeconds(pid);
            if (after > 0) postgresCpu += after - (postgresCpuBefore.get(pid) ?? 0);
          }
          const appCpu = appAfter.reduce((sum, after, i) => sum + after - appBefore[i]!, 0);
          const thousands = result.requests.total / 1000;
          // At saturation two processes share two cores with nginx, PostgreSQL and the load generator, and every
          // process's CPU time per request grows with the crowding (switches, cold caches) whatever the app does.
          // Sent at one fixed rate that leaves the cores idle part of the time, the same requests cost what the app
          // itself spends on them: a cost that grows there is cross-process overhead.
          if (!equalRates.has(c.name))
            equalRates.set(c.name, Math.max(1, Math.round(result.requests.average / 2)));
          const atRate = async (overallRate: number) => {
            const before = appPids.map(cpuSeconds);
            const run = await autocannon({ ...options, duration: SECONDS, overallRate });
            const cpu = appPids.map(cpuSeconds).reduce((sum, after, i) => sum + after - before[i]!, 0);
            return { run, cpuPer1000: Number((cpu / (run.requests.total / 1000)).toFixed(2)) };
          };
          const equalRate = equalRates.get(c.name)!;
          const equalLoad = await atRate(equalRate);
          const equal = equalLoad.run;
          // A quarter of one process's throughput per process (by default): half the machine's at two, so neither
          // run crowds it.
          const perProcess = await atRate(perProcessRate(equalRate) * processes);
          // The control (one-process rounds only): the same per-process rate again, beside the neighbour answering
          // that rate too.
          const neighbourCase = neighbourCases.find((n) => n.name === c.name);
          let besideNeighbour: Awaited<ReturnType<typeof atRate>> | undefined;
          if (neighbourCase) {
            const neighbourOptions = loadOptions(neighbourCase, neighbourNginx.url, neighbourSite.cookie);
            await autocannon({ ...neighbourOptions, duration: WARM_SECONDS });
            const [beside, neighbourRun] = await Promise.all([
              atRate(perProcessRate(equalRate)),
              autocannon({ ...neighbourOptions, duration: SECONDS, overallRate: perProcessRate(equalRate) }),
            ]);
            besideNeighbour = beside;
            const failures = neighbourRun.errors + neighbourRun.non2xx + neighbourRun.timeouts;
            if (failures > 0) console.log(`  the neighbour failed ${failures} requests`);
          }
          figures.push({
            case: c.name,
            processes,
            requestsPerSecond: Math.round(result.requests.average),
            p99Ms: result.latency.p99,
            appCpuPer1000: Number((appCpu / thousands).toFixed(2)),
            postgresCpuPer1000: Number((postgresCpu / thousands).toFixed(2)),
            appCpuPer1000AtEqualLoad: equalLoad.cpuPer1000,
            appCpuPer1000PerProcessRate: perProcess.cpuPer1000,
            ...(besideNeighbour ? { appCpuPer1000BesideNeighbour: besideNeighbour.cpuPer1000 } : {}),
            failed: [result, equal, perProcess.run, ...(besideNeighbour ? [besideNeighbour.run] : [])].reduce(
              (sum, r) => sum + r.errors + r.non2xx + r.timeouts,
              0,
            ),
            transactionsPerRequest: Number(((xactsAfter - xactsBefore) / result.requests.total).toFixed(2)),
          });
          console.log(JSON.stringify(figures.at(-1)));
          for (const [run, r] of [
            ['saturated', result],
            ['equal load', equal],
            ['equal load per process', perProcess.run],
          ] as const) {
            if (r.errors + r.non2xx + r.timeouts > 0) {
              console.log(
                `  ${run}: ${r.errors} errors, ${r.timeouts} timeouts, 4xx ${r['4xx']}, 5xx ${r['5xx']}`,
              );
            }
          }
        }
      } finally {
        await nginx.stop();
      }
    }
    await site.database.close();
    await neighbourSite.database.close();
  } finally {
    await neighbourNginx?.stop();
    await Promise.all(
      [...servers, ...(neighbourServer ? [neighbourServer] : [])].map((server) => server.stop()),
    );
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`drop database if exists "${neighbourName}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ` + `${CONNECTIONS} connections, ${SECONDS} s a run`,
  );
  console.table(figures);
  let failedTargets = 0;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const medianOf = (name: string, processes: number) => {
    const runs = figures.filter((f) => f.case === name && f.processes === processes);
    return {
      requestsPerSecond: median(runs.map((f) => f.requestsPerSecond)),
      appCpuPer1000: median(runs.map((f) => f.appCpuPer1000)),
      appCpuPer1000AtEqualLoad: median(runs.map((f) => f.appCpuPer1000AtEqualLoad)),
      appCpuPer1000PerProcessRate: median(runs.map((f) => f.appCpuPer1000PerProcessRate)),
      appCpuPer1000BesideNeighbour: median(runs.flatMap((f) => f.appCpuPer1000BesideNeighbour ?? [])),
      failed: runs.reduce((sum, f) => sum + f.failed, 0),
    };
  };
  console.log(`Medians of ${ROUNDS} alternating runs each:`);
  for (const name of new Set(figures.map((f) => f.case))) {
    const one = medianOf(name, 1);
    const two = medianOf(name, 2);
    const growth = two.appCpuPer1000AtEqualLoad / one.appCpuPer1000AtEqualLoad - 1;
    const saturatedGrowth = two.appCpuPer1000 / one.appCpuPer1000 - 1;
    console.log(
      `     ${name}: app CPU per request at saturation ${signed(saturatedGrowth)} (the cores' crowding, for the record)`,
    );
    const perProcessGrowth = two.appCpuPer1000PerProcessRate / one.appCpuPer1000PerProcessRate - 1;
    console.log(
      `     ${name}: app CPU per request at ${perProcessRate(equalRates.get(name)!)} req/s per process ` +
        `${signed(perProcessGrowth)} (${one.appCpuPer1000PerProcessRate} → ${two.appCpuPer1000PerProcessRate} ms)`,
    );
    const neighbourGrowth = one.appCpuPer1000BesideNeighbour / one.appCpuPer1000PerProcessRate - 1;
    console.log(
      `     ${name}: the control, one process at that rate beside an unrelated neighbour answering as much ` +
        `${signed(neighbourGrowth)} (${one.appCpuPer1000PerProcessRate} → ${one.appCpuPer1000BesideNeighbour} ms): ` +
        `the crowding alone; the second process's cost beyond it ${signed(two.appCpuPer1000PerProcessRate / one.appCpuPer1000BesideNeighbour - 1)}`,
    );
    const checks = [
      [
        `app CPU per request at ${equalRates.get(name)} req/s ${signed(growth)} (at most +${APP_CPU_GROWTH_MAX * 100} %)`,
        growth <= APP_CPU_GROWTH_MAX,
      ],
      [
        `throughput ${one.requestsPerSecond} → ${two.requestsPerSecond} req/s (not lower)`,
        two.requestsPerSecond >= one.requestsPerSecond,
      ],
      [`failed requests ${one.failed + two.failed} (none)`, one.failed + two.failed === 0],
    ] as const;
    for (const [what, met] of checks) {
      console.log(`${met ? 'met ' : 'MISSED'} ${name}: ${what}`);
      if (!met) failedTargets += 1;
    }
  }
  if (failedTargets > 0) process.exitCode = 1;
}

await main();
