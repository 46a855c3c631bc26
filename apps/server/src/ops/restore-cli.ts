import { loadConfig } from '../config.ts';
import { parseCommandLine, runCommand } from './cli.ts';
import { runRestore } from './restore.ts';

const USAGE =
  'Usage: npm run restore -- <backup directory> [--force]   (--force replaces a database that has tables)';

/** `npm run restore -- <dir> [--force]`: into the database and file store the environment names. */
runCommand(async () => {
  const { dir, force } = parseCommandLine(process.argv.slice(2), USAGE, { force: true });
  const result = await runRestore(loadConfig(), dir, { force }, (line) => {
    console.log(line);
  });
  console.log(
    `Restored the ${result.dialect} database (migration ${result.migration ?? 'none'}` +
      `${result.replaced ? ', replacing the one that was there' : ''}); files: ` +
      `${result.filesRestored} put into the store, ${result.filesPresent} already there.`,
  );
  if (result.missing.length === 0) {
    console.log('Every file the database references is in the store. Start the server.');
    return 0;
  }
  console.error(
    `${result.missing.length} files the database references are not in the store:\n` +
      result.missing.join('\n'),
  );
  return 2;
});
