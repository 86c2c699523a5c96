/**
 * `npm run audit:verify`: checks the audit log's hash chain on the database the server would open (DATABASE_URL,
 * else the embedded database in DATA_DIR; stop the server first there, the embedded database is one process's).
 * Prints how many rows were verified and exits 0, or names the first broken row and exits 1 (2 when the check
 * could not run at all).
 */
import { loadConfig } from '../config.ts';
import { openServerDatabase } from '../db/open-database.ts';
import { describeBreak, verifyAuditChain } from '../features/audit/audit-chain.ts';
import { runCommand } from '../lib/run-command.ts';

const count = (n: number) => n.toLocaleString('en-US');
const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openServerDatabase(config, { migrate: false });
  try {
    const result = await verifyAuditChain(database.db, {
      onProgress: (verified) => {
        if (verified > 0 && verified % 1_000_000 === 0) console.error(`… ${rows(verified)} verified`);
      },
    });
    if (result.broken) {
      console.log(`Audit log chain is BROKEN at ${describeBreak(result.broken)}.`);
      console.log(`${rows(result.verified)} before it verified.`);
      return 1;
    }
    const head = result.head ? `; newest: position ${result.head.position}, hash ${result.head.hash}` : '';
    console.log(`Audit log chain verified: ${rows(result.verified)}${head}.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, (error) => `The audit log could not be verified: ${error.message}`, 2);
