/**
 * `npm run backup -- [folder]`: backs up the database and every stored file of the configured installation
 * (the same settings as the server) into a new folder, backups/carespace-<UTC time> when none is named. Exits 0
 * with a summary, or 1 with the reason (nothing is left behind then).
 */
import { loadConfig } from '../config.ts';
import { runCommand } from '../lib/run-command.ts';
import { backup, defaultBackupFolder } from './backup.ts';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    throw new Error('Usage: npm run backup -- [folder]');
  }
  const config = loadConfig();
  const folder = args[0] ?? defaultBackupFolder();
  const manifest = await backup({ config, folder, log: (line) => console.log(line) });
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `Backup written to ${folder}: the ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} ` +
      `database at migration ${manifest.database.latestMigration ?? '(none)'}, ` +
      `${manifest.files.length} files (${bytes.toLocaleString('en-US')} bytes). ` +
      'It holds health information: keep it encrypted and access-controlled.',
  );
}

runCommand(main, (error) => `The backup failed: ${error.message}`, 1);
