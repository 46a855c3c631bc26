import { loadConfig } from '../config.ts';
import { runBackup } from './backup.ts';
import { formatBytes, parseCommandLine, runCommand } from './cli.ts';

const USAGE = 'Usage: npm run backup -- <directory>   (a new or empty directory)';

/** `npm run backup -- <dir>`: the server's database and files, with the server's environment. */
runCommand(async () => {
  const { dir } = parseCommandLine(process.argv.slice(2), USAGE, { force: false });
  const result = await runBackup(loadConfig(), dir, (line) => {
    console.log(line);
  });
  console.log(
    `Backed up the ${result.dialect} database (migration ${result.migration ?? 'none'}) and ` +
      `${result.files} files, ${formatBytes(result.bytes)} in all, to ${result.dir}`,
  );
  if (result.missing.length === 0) return 0;
  console.error(
    `${result.missing.length} files the database references are not in the file store ` +
      `(listed under "missing" in manifest.json):\n${result.missing.join('\n')}`,
  );
  return 2;
});
