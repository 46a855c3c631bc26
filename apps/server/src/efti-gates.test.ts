import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** The gates the configuration describes (docs/decisions/0134-efti-gate-families.md). */

const TOKEN = 'a-gate-token-0123456789';

describe('eFTI gate settings', () => {
  it('reads the older single-gate settings as gates of the reference family', () => {
    const { gates } = loadConfig({
      EFTI_GATE_API_KEYS: `gate-pl:${TOKEN}, gate-de:${TOKEN}x`,
      EFTI_GATE_URL: 'http://gate.example/',
      EFTI_GATE_ID: 'gate-pl',
    }).efti;
    expect(gates).toEqual([
      {
        id: 'gate-pl',
        family: 'reference',
        url: 'http://gate.example',
        send: { type: 'none' },
        accept: [{ type: 'bearer', token: TOKEN }],
      },
      {
        id: 'gate-de',
        family: 'reference',
        send: { type: 'none' },
        accept: [{ type: 'bearer', token: `${TOKEN}x` }],
      },
    ]);
    // A URL without EFTI_GATE_ID is the gate `gate`, which only takes identifiers.
    expect(loadConfig({ EFTI_GATE_URL: 'http://gate.example' }).efti.gates).toMatchObject([
      { id: 'gate', family: 'reference', url: 'http://gate.example', accept: [] },
    ]);
  });

  it('adds the gates of EFTI_GATES, and refuses a malformed list, a short secret or an id twice', () => {
    const listed = JSON.stringify([
      {
        id: 'pl-national',
        family: 'national',
        url: 'https://gate.gov.example/',
        send: { type: 'basic', username: 'td', password: TOKEN },
        accept: [
          { type: 'api_key', key: TOKEN },
          { type: 'mtls', fingerprint256: `${'ab:'.repeat(31)}ab` },
        ],
      },
    ]);
    const { gates } = loadConfig({ EFTI_GATES: listed, EFTI_GATE_API_KEYS: `eu:${TOKEN}` }).efti;
    expect(gates.map((gate) => [gate.id, gate.family, gate.url])).toEqual([
      ['eu', 'reference', undefined],
      ['pl-national', 'national', 'https://gate.gov.example'],
    ]);
    expect(gates[1]?.accept[1]).toEqual({
      type: 'mtls',
      fingerprint256: `${'AB:'.repeat(31)}AB`,
    });
    const refused: [string, RegExp][] = [
      ['not json', /EFTI_GATES: not JSON/],
      [JSON.stringify([{ id: 'x', family: 'other' }]), /EFTI_GATES: 0\.family/],
      [
        JSON.stringify([
          { id: 'x', family: 'national', accept: [{ type: 'bearer', token: 'short' }] },
        ]),
        /EFTI_GATES: 0\.accept\.0\.token/,
      ],
      [JSON.stringify([{ id: 'a/b', family: 'national' }]), /EFTI_GATES: 0\.id/],
      [
        JSON.stringify([
          { id: 'x', family: 'national' },
          { id: 'x', family: 'reference' },
        ]),
        /eFTI gate x is defined twice/,
      ],
    ];
    for (const [text, error] of refused) {
      expect(() => loadConfig({ EFTI_GATES: text }), text).toThrow(error);
    }
  });

  it('takes the gates TLS listener with all four settings or none', () => {
    const tls = {
      EFTI_GATE_TLS_PORT: '8443',
      EFTI_GATE_TLS_CERT_FILE: '/etc/td/cert.pem',
      EFTI_GATE_TLS_KEY_FILE: '/etc/td/key.pem',
      EFTI_GATE_TLS_CA_FILE: '/etc/td/gates-ca.pem',
    };
    expect(loadConfig(tls).efti.gateTls).toEqual({
      port: 8443,
      certFile: '/etc/td/cert.pem',
      keyFile: '/etc/td/key.pem',
      caFile: '/etc/td/gates-ca.pem',
    });
    expect(loadConfig({}).efti.gateTls).toBeUndefined();
    expect(() => loadConfig({ ...tls, EFTI_GATE_TLS_CA_FILE: '' })).toThrow(/go together/);
  });
});
