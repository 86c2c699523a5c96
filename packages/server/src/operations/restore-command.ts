/**
 * `npm run restore -- <folder>`: restores a backup into the configured database and file store, which must be
 * empty, then checks it against the backup's manifest (row counts, file hashes) and verifies the audit chain.
 * Exits 0 when everything matches, 1 when the restored data does not, 2 when the restore was refused or failed.
 */
import { loadConfig } from '../config.ts';
import { runCommand } from '../lib/run-command.ts';
import { RestoreRefused, restore } from './restore.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-'))
    throw new RestoreRefused('Usage: npm run restore -- <folder>');
  const config = loadConfig();
  const report = await restore({ config, folder: args[0]!, log: (line) => console.log(line) });
  const { audit, manifest } = report;
  if (!audit.broken) {
    const head = audit.head ? `; newest: position ${audit.head.position}, hash ${audit.head.hash}` : '';
    console.log(`Audit log chain verified: ${audit.verified.toLocaleString('en-US')} rows${head}.`);
  }
  if (report.problems.length > 0) {
    console.log(`The restored data does NOT match the backup:\n  ${report.problems.join('\n  ')}`);
    return 1;
  }
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${rows.toLocaleString('en-US')} rows in ` +
      `${Object.keys(manifest.database.rowCounts).length} tables and ${manifest.files.length} files, all ` +
      'matching the manifest.',
  );
  return 0;
}

runCommand(
  main,
  (error) =>
    error instanceof RestoreRefused
      ? `Restore refused: ${error.message}`
      : `The restore failed: ${error.message}`,
  2,
);
