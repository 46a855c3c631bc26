import { execFile } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);

/** Whether a command-line tool is installed. */
export function hasTool(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
}

/**
 * True when the tool is there; false (skip) when it is missing locally; with CI=true a missing
 * tool throws, so CI never skips these checks silently.
 */
export function requireTool(tool: string, debianPackage: string): boolean {
  if (hasTool(tool)) return true;
  if (process.env.CI === 'true') {
    throw new Error(`${tool} is missing: install the Debian package ${debianPackage}`);
  }
  return false;
}

async function withTempFile<T>(
  bytes: Uint8Array | string,
  name: string,
  body: (file: string, dir: string) => Promise<T>,
): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'td-tool-'));
  try {
    const file = path.join(dir, name);
    await fs.writeFile(file, bytes);
    return await body(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as pdftotext reads it (UTF-8, layout kept). */
export async function pdfToText(bytes: Uint8Array): Promise<string> {
  return withTempFile(bytes, 'in.pdf', async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']);
    return stdout;
  });
}

/** Renders one page to a greyscale PGM and answers its pixels (0 black .. 255 white). */
export async function renderPageGrey(
  bytes: Uint8Array,
  page: number,
  dpi = 30,
): Promise<{ width: number; height: number; pixels: Uint8Array }> {
  return withTempFile(bytes, 'in.pdf', async (file, dir) => {
    const out = path.join(dir, 'page');
    await run('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      out,
    ]);
    const data = await fs.readFile(`${out}.pgm`);
    // P5\n<w> <h>\n<max>\n<bytes>
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('not a PGM');
    const width = Number(header[1]);
    const height = Number(header[2]);
    const offset = header[0].length;
    return {
      width,
      height,
      pixels: new Uint8Array(data.subarray(offset, offset + width * height)),
    };
  });
}

/** xmllint --schema: resolves on success, rejects with xmllint's messages. */
export async function validateXml(xml: string, schemaPath: string): Promise<void> {
  await withTempFile(xml, 'doc.xml', async (file) => {
    try {
      await run('xmllint', ['--noout', '--schema', schemaPath, file]);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? String(error);
      throw new Error(`eCMR XML does not validate:\n${stderr}`, { cause: error });
    }
  });
}

/**
 * The UN/CEFACT eCMR 1.0 root schema, kept in the repository (`apps/server/schemas/`, with its
 * notice) so that the tests need nothing outside it; xmllint resolves its imports beside it.
 */
export function ecmrSchemaPath(): string {
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return path.join(serverRoot, 'schemas', 'uncefact-ecmr-1.0', 'eCMR_1p0.xsd');
}
