/**
 * `npm run outbound`: the outbound mail and text queue of the database the server would open (DATABASE_URL, else
 * the embedded database in DATA_DIR; stop the server first there, the embedded database is one process's).
 *
 *   npm run outbound                  the backlog: pending, retrying, dead, sent, oldest pending
 *   npm run outbound -- dead          the newest dead letters (id, kind, attempts, last error; no recipients)
 *   npm run outbound -- resend all    puts every dead letter back in the queue
 *   npm run outbound -- resend <id>…  puts the given dead letters back in the queue
 *
 * A running server delivers what is put back within a second or so.
 */
import { loadConfig } from '../../config.ts';
import { openServerDatabase } from '../../db/open-database.ts';
import { runCommand } from '../../lib/run-command.ts';
import { listDead, queueCounts, requeueDead } from './outbound.repository.ts';

async function main(args: string[]): Promise<number> {
  const [command = 'status', ...rest] = args;
  if (!['status', 'dead', 'resend'].includes(command) || (command === 'resend' && rest.length === 0)) {
    console.error('usage: npm run outbound [-- status | dead | resend all | resend <id>…]');
    return 2;
  }
  const database = await openServerDatabase(loadConfig(), { migrate: false });
  try {
    if (command === 'status') {
      const counts = await queueCounts(database.db);
      const oldest = counts.oldestPendingSince ? new Date(counts.oldestPendingSince).toISOString() : 'none';
      console.log(
        `pending ${counts.pending} (retrying ${counts.retrying}), dead ${counts.dead}, sent ${counts.sent}; ` +
          `oldest pending since ${oldest}`,
      );
    } else if (command === 'dead') {
      for (const row of await listDead(database.db, 50)) {
        const when = row.finished_on ? new Date(row.finished_on).toISOString() : '';
        console.log(`${row.id}  ${row.kind}  ${when}  attempts ${row.attempts}  ${row.last_error ?? ''}`);
      }
    } else {
      const count = await requeueDead(database.db, rest[0] === 'all' ? 'all' : rest);
      console.log(`${count} dead ${count === 1 ? 'letter' : 'letters'} queued again`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(
  () => main(process.argv.slice(2)),
  (error) => `The outbound queue could not be read: ${error.message}`,
  2,
);
