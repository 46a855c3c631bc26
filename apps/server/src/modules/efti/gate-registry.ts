import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { mergeGates, parseGateList, type GateDefinition } from '../../efti-gates.ts';

/**
 * The gates in force: those of the environment and those of EFTI_GATES_FILE, whose file is read
 * again whenever its modification time or size changes (checked on each use, and at once on
 * SIGHUP). A credential is rotated by adding the new one beside the old, then removing the old,
 * without a restart. A file that no longer parses is logged and the last good list is kept
 * (docs/decisions/0135-efti-gate-authentication.md).
 */
export type GateRegistry = {
  /** The gates now. */
  gates(): Promise<readonly GateDefinition[]>;
  /** One gate by id, or undefined. */
  gate(id: string): Promise<GateDefinition | undefined>;
  /** Forgets the file's stamp, so the next use reads it again. */
  reload(): void;
};

export function createGateRegistry(deps: {
  config: Pick<Config, 'efti'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): GateRegistry {
  const { gates: fixed, gatesFile } = deps.config.efti;
  let current: readonly GateDefinition[] = fixed;
  let stamp = '';

  async function fromFile(file: string): Promise<readonly GateDefinition[]> {
    const info = await stat(file).catch(() => null);
    const seen = info ? `${String(info.mtimeMs)}:${String(info.size)}` : 'missing';
    if (seen === stamp) return current;
    stamp = seen;
    try {
      const listed = info ? parseGateList(await readFile(file, 'utf8'), 'EFTI_GATES_FILE') : [];
      current = mergeGates(fixed, listed);
      deps.log.info({ gates: current.map((gate) => gate.id) }, 'eFTI gates read');
    } catch (error) {
      deps.log.error(
        { err: error instanceof Error ? error.message : String(error) },
        'eFTI gates file refused; the previous gates stay',
      );
    }
    return current;
  }

  const gates = () => (gatesFile ? fromFile(gatesFile) : Promise.resolve(current));
  return {
    gates,
    gate: async (id) => (await gates()).find((gate) => gate.id === id),
    reload: () => {
      stamp = '';
    },
  };
}
