import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Issued = {
  certFile: string;
  keyFile: string;
  cert: string;
  key: string;
  /** SHA-256 fingerprint as Node writes it (`AB:CD:…`) */
  fingerprint256: string;
};

export type TestCa = {
  dir: string;
  caFile: string;
  ca: string;
  /** A certificate for `name` signed by this CA (a server one is valid for 127.0.0.1). */
  issue(name: string, use: 'server' | 'client'): Promise<Issued>;
  remove(): Promise<void>;
};

/**
 * A throw-away certificate authority made with openssl in a temporary directory, for the mutual
 * TLS tests: nothing is committed, and the directory is removed afterwards.
 */
export async function createTestCa(label: string): Promise<TestCa> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `td-ca-${label}-`));
  const caKey = path.join(dir, 'ca.key');
  const caFile = path.join(dir, 'ca.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    caKey,
    '-out',
    caFile,
    '-days',
    '2',
    '-subj',
    `/CN=${label} test CA`,
  ]);
  let serial = 0;
  return {
    dir,
    caFile,
    ca: await readFile(caFile, 'utf8'),
    async issue(name, use) {
      serial += 1;
      const keyFile = path.join(dir, `${name}.key`);
      const csr = path.join(dir, `${name}.csr`);
      const certFile = path.join(dir, `${name}.pem`);
      const ext = path.join(dir, `${name}.ext`);
      await writeFile(
        ext,
        use === 'server'
          ? 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n'
          : 'extendedKeyUsage=clientAuth\n',
      );
      await run('openssl', [
        'req',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        csr,
        '-subj',
        `/CN=${name}`,
      ]);
      await run('openssl', [
        'x509',
        '-req',
        '-in',
        csr,
        '-CA',
        caFile,
        '-CAkey',
        caKey,
        '-set_serial',
        String(serial),
        '-days',
        '2',
        '-extfile',
        ext,
        '-out',
        certFile,
      ]);
      const cert = await readFile(certFile, 'utf8');
      return {
        certFile,
        keyFile,
        cert,
        key: await readFile(keyFile, 'utf8'),
        fingerprint256: new X509Certificate(cert).fingerprint256,
      };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
