import S3rver from 's3rver';

/*
 * s3rver, an S3-compatible store on a free port over a folder, with one bucket; prints {"port":N} once it listens.
 * Run by s3-fake.ts in a process of its own: s3rver seals listing continuation tokens with DES, which Node's
 * OpenSSL 3 only offers with --openssl-legacy-provider, a flag the test workers themselves should not carry.
 * Usage: node --openssl-legacy-provider --import tsx s3-fake-server.ts <directory> <bucket>
 */

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('usage: s3-fake-server.ts <directory> <bucket>');

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
// The test that started it is gone (its end of stdin closed): stop too, rather than outlive it.
process.stdin.on('end', stop);
process.stdin.resume();
