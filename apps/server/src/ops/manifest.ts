import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** Bumped when the layout of a backup directory changes; restore refuses other versions. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** Files of the store, each named by its SHA-256, under `<dir>/files/`. */
export const FILES_DIR = 'files';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const Manifest = z.object({
  format: z.literal('transitdocs-backup'),
  version: z.literal(BACKUP_FORMAT_VERSION),
  /** ISO time the database snapshot was taken. */
  created_at: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The last migration applied to the database when it was copied (null: none). */
  migration: z.string().nullable(),
  /** The database copy beside the manifest: its file name, size and SHA-256. */
  database: z.object({
    file: z.enum(['database.sqlite', 'database.pgdump']),
    size: z.number().int().min(0),
    sha256: Sha256,
  }),
  /** Every file the database references that the store had. */
  files: z.array(z.object({ sha256: Sha256, size: z.number().int().min(0) })),
  /** Files the database references that the store did not have (not in the backup). */
  missing: z.array(Sha256),
});

export type Manifest = z.infer<typeof Manifest>;

/**
 * Written last: a directory with a manifest holds a complete backup, one without it an
 * interrupted one.
 */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const target = path.join(dir, MANIFEST_FILE);
  await fs.writeFile(`${target}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.rename(`${target}.tmp`, target);
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${dir} holds no ${MANIFEST_FILE}: not a backup, or an interrupted one`, {
        cause: error,
      });
    }
    throw error;
  }
  const parsed = Manifest.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${path.join(dir, MANIFEST_FILE)} is not a TransitDocs backup manifest`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
