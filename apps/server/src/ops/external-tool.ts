import { spawn } from 'node:child_process';

/**
 * Runs a command-line tool (pg_dump, pg_restore) to its end. Resolves with what it wrote to
 * stderr (warnings); rejects with it when the tool fails or is not installed.
 */
export function runTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`, {
              cause: error,
            })
          : error,
      );
    });
    child.on('close', (code, signal) => {
      const stderr = Buffer.concat(chunks).toString('utf8').trim();
      if (code === 0) resolve(stderr);
      else reject(new Error(`${command} failed (${signal ?? `exit ${code ?? '?'}`}): ${stderr}`));
    });
  });
}
