import path from 'node:path';

export type CommandLine = { dir: string; force: boolean };

/**
 * `<dir> [--force]` as npm passes it (`npm run backup -- <dir>`). A relative directory means
 * where npm was started (INIT_CWD), as DATA_DIR does: npm runs the script inside apps/server.
 */
export function parseCommandLine(
  args: readonly string[],
  usage: string,
  options: { force: boolean },
  cwd: string = process.env.INIT_CWD ?? process.cwd(),
): CommandLine {
  const force = args.includes('--force');
  if (force && !options.force) throw new Error(`--force is not an option here.\n${usage}`);
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}.\n${usage}`);
  const positional = args.filter((arg) => !arg.startsWith('-'));
  const [dir] = positional;
  if (positional.length !== 1 || dir === undefined || dir === '') throw new Error(usage);
  return { dir: path.resolve(cwd, dir), force };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GiB`;
}

/**
 * Runs a command to its end and exits: the S3 client's sockets would otherwise keep the process
 * alive for a while after the work is done. A failure prints its message (no stack) and exits 1.
 */
export function runCommand(body: () => Promise<number>): void {
  body().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
