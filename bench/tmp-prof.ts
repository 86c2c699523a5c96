import { startBenchApp } from './bench-app.ts';
import { runLoad } from './load.ts';
import { propertyCases } from './property-cases.ts';
const bench = await startBenchApp('prof');
const [nearby] = await propertyCases(bench.database.db, bench.url);
await runLoad({ ...nearby!, connections: 8, seconds: 2 });
const { Session } = await import('node:inspector/promises');
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const r = await runLoad({ ...nearby!, connections: 8, seconds: 5 });
const { profile } = await session.post('Profiler.stop');
console.log(r);
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const counts = new Map<number, number>();
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
let total = 0;
for (const [id, c] of counts) {
  const n: any = byId.get(id);
  const url = n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/work\/main\//, '');
  const pkg = url.split('/').slice(0, url.startsWith('@') ? 2 : 1).join('/') || n.callFrame.functionName;
  self.set(pkg, (self.get(pkg) ?? 0) + c);
  total += c;
}
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
await bench.close();
