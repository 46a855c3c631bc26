import fs from 'node:fs/promises';
import { isUniqueViolation, nowIso, type Db } from '../../db/index.ts';
import type { Config } from '../../config.ts';
import { generateSeal, identityFromP12, identityFromPem } from './certificate.ts';
import type { SealIdentity } from './cms.ts';

const SEAL_ROW = 1;
/** Per database (tests open many): the identity, loaded or generated once. */
const identities = new WeakMap<Db, Promise<SealIdentity>>();

/** The instance named in a generated certificate: the public host. */
export function sealInstanceName(publicUrl: string): string {
  try {
    return new URL(publicUrl).host || 'localhost';
  } catch {
    return 'localhost';
  }
}

async function storedOrGenerated(db: Db, instance: string): Promise<SealIdentity> {
  const read = () =>
    db.selectFrom('seal_keys').selectAll().where('id', '=', SEAL_ROW).executeTakeFirst();
  const existing = await read();
  if (existing) {
    return identityFromPem({
      certificatePem: existing.certificate_pem,
      privateKeyPem: existing.private_key_pem,
    });
  }
  const seal = generateSeal(instance);
  try {
    await db
      .insertInto('seal_keys')
      .values({
        id: SEAL_ROW,
        certificate_pem: seal.certificatePem,
        private_key_pem: seal.privateKeyPem,
        created_at: nowIso(),
      })
      .execute();
  } catch (error) {
    // Another instance generated one at the same moment: every instance uses the stored one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await read();
    if (!winner) throw error;
    return identityFromPem({
      certificatePem: winner.certificate_pem,
      privateKeyPem: winner.private_key_pem,
    });
  }
  return identityFromPem(seal);
}

/**
 * The company seal: the admin's PKCS#12 file when SEAL_P12_PATH is set, else the key generated
 * at first need and kept in the database (so every instance of a deployment seals alike).
 */
export function sealIdentity(deps: { db: Db; config: Config }): Promise<SealIdentity> {
  let identity = identities.get(deps.db);
  if (!identity) {
    const { p12Path, p12Password } = deps.config.seal;
    identity = p12Path
      ? fs.readFile(p12Path).then((bytes) => identityFromP12(bytes, p12Password))
      : storedOrGenerated(deps.db, sealInstanceName(deps.config.publicUrl));
    identity.catch(() => identities.delete(deps.db));
    identities.set(deps.db, identity);
  }
  return identity;
}
