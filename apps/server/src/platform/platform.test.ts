import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '@transitdocs/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { generatePin, generateToken, hashSecret, hashToken, verifySecret } from './crypto.ts';
import { MESSAGE_TEMPLATES, renderMessage, type MessageKind } from './messages/index.ts';
import { createMemoryRateLimitStore, createRateLimiter } from './rate-limit.ts';
import { createSmsSender } from './sms.ts';

const silent = Fastify({ logger: false }).log;

describe('passwords and tokens', () => {
  it('hashes with scrypt, a salt per hash, and verifies', async () => {
    const a = await hashSecret('Secret123!');
    const b = await hashSecret('Secret123!');
    expect(a).not.toBe(b);
    expect(await verifySecret('Secret123!', a)).toBe(true);
    expect(await verifySecret('Secret123?', a)).toBe(false);
    expect(await verifySecret('x', null)).toBe(false);
    expect(await verifySecret('x', 'garbage')).toBe(false);
  });

  it('makes 48-byte tokens, stores their SHA-256, and 4-digit PINs', () => {
    const token = generateToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(48);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(generatePin(4)).toMatch(/^\d{4}$/);
  });
});

describe('rate limiter', () => {
  it('limits one address separately and more loosely than one account', () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore(), {
      max: 2,
      ipMax: 3,
      windowMs: 60_000,
    });
    limiter.consume('login', ['ip:9', 'a@b.c']);
    limiter.consume('login', ['ip:9', 'd@e.f']);
    limiter.consume('login', ['ip:9', 'g@h.i']);
    expect(() => {
      limiter.consume('login', ['ip:9', 'j@k.l']);
    }).toThrow('too_many_attempts');
  });

  it('refuses past the limit per key, and resets', () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore(), { max: 2, windowMs: 60_000 });
    limiter.consume('login', ['ip:1', 'a@b.c']);
    limiter.consume('login', ['ip:2', 'a@b.c']);
    expect(() => {
      limiter.consume('login', ['ip:3', 'A@B.C']);
    }).toThrow('too_many_attempts');
    limiter.reset('login', 'a@b.c');
    expect(() => {
      limiter.consume('login', ['ip:4', 'a@b.c']);
    }).not.toThrow();
    expect(() => {
      limiter.consume('other', ['ip:1']);
    }).not.toThrow();
  });
});

describe('message templates', () => {
  const kinds: MessageKind[] = ['password_reset', 'activation', 'pin_reminder'];
  it('exist for every language and kind, with the link or PIN in mail and SMS', () => {
    for (const language of LANGUAGES) {
      expect(MESSAGE_TEMPLATES[language]).toBeDefined();
      for (const kind of kinds) {
        const rendered =
          kind === 'pin_reminder'
            ? renderMessage(language, kind, { name: 'Ann', pin: '9876' })
            : kind === 'activation'
              ? renderMessage(language, kind, {
                  name: 'Ann',
                  link: 'http://x/l',
                  companyName: 'ACME',
                  days: 7,
                })
              : renderMessage(language, kind, { name: 'Ann', link: 'http://x/l', hours: 24 });
        const needle = kind === 'pin_reminder' ? '9876' : 'http://x/l';
        expect(rendered.subject.length).toBeGreaterThan(5);
        expect(rendered.text).toContain(needle);
        expect(rendered.sms).toContain(needle);
      }
    }
    expect(renderMessage('pl', 'pin_reminder', { name: 'A', pin: '1' }).subject).not.toBe(
      renderMessage('en-GB', 'pin_reminder', { name: 'A', pin: '1' }).subject,
    );
  });
});

describe('SMS gateway adapter', () => {
  it('POSTs JSON with the bearer token', async () => {
    const received: { auth: string | undefined; body: unknown }[] = [];
    const server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) as unknown });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const sms = createSmsSender({
        gatewayUrl: `http://127.0.0.1:${port}/send`,
        token: 'tok',
        sender: 'TD',
        dataDir: '/nonexistent',
        log: silent,
      });
      await sms.send({ to: '+48600100200', text: 'hello', kind: 'pin_reminder' });
      expect(received).toEqual([
        { auth: 'Bearer tok', body: { from: 'TD', to: '+48600100200', text: 'hello' } },
      ]);
    } finally {
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    }
  });
});

describe('config', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: 'auto',
      rateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
    });
    expect(config.sqliteFile.endsWith('transitdocs.sqlite')).toBe(true);
    expect(config.webDistDir.endsWith('apps/web/dist')).toBe(true);
  });

  it('rejects invalid values', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
