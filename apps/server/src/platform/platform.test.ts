import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '@transitdocs/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { generatePin, generateToken, hashSecret, hashToken, verifySecret } from './crypto.ts';
import { MESSAGE_TEMPLATES, renderMessage, type MessageKind } from './messages/index.ts';
import { createMemoryAttemptStore } from './attempts/store.ts';
import { AppError } from './errors.ts';
import { ACCOUNT_DELAY_CAP_MS, ACCOUNT_FREE_FACTOR, createRateLimiter } from './rate-limit.ts';
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
  /** A limiter on memory counters with a clock the test moves. */
  function limiterAt(options: { max: number; ipMax: number; windowMs: number }) {
    const clock = { now: 1_000_000 };
    const limiter = createRateLimiter(createMemoryAttemptStore(), {
      ...options,
      now: () => clock.now,
    });
    return { limiter, clock };
  }

  /** The Retry-After of the 429 `run` throws, or null when it passes. */
  async function retryAfter(run: () => Promise<void>): Promise<string | null> {
    try {
      await run();
      return null;
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      return error.headers['retry-after'] ?? 'missing';
    }
  }

  it('limits one address separately and more loosely than one account', async () => {
    const { limiter } = limiterAt({ max: 2, ipMax: 3, windowMs: 60_000 });
    for (const login of ['a@b.c', 'd@e.f', 'g@h.i']) {
      await limiter.check('login', ['ip:9', login]);
      await limiter.fail('login', ['ip:9', login]);
    }
    expect(await retryAfter(() => limiter.check('login', ['ip:9', 'j@k.l']))).toBe('1');
    expect(await retryAfter(() => limiter.check('login', ['ip:8', 'j@k.l']))).toBeNull();
  });

  it('makes a key wait a doubling delay after its free failures, capped, and clears on success', async () => {
    const { limiter, clock } = limiterAt({ max: 2, ipMax: 100, windowMs: 60_000 });
    const key = ['A@B.C'];
    await limiter.fail('login', key);
    expect(await retryAfter(() => limiter.check('login', key))).toBeNull();
    await limiter.fail('login', ['a@b.c']);
    expect(await retryAfter(() => limiter.check('login', key))).toBe('1');
    clock.now += 1000;
    await limiter.fail('login', key);
    expect(await retryAfter(() => limiter.check('login', key))).toBe('2');
    for (let i = 0; i < 10; i++) await limiter.fail('login', key);
    // Capped at the window.
    expect(await retryAfter(() => limiter.check('login', key))).toBe('60');
    // Waiting out the delay does not wipe the count: the next failure waits the cap again.
    clock.now += 60_000;
    expect(await retryAfter(() => limiter.check('login', key))).toBeNull();
    await limiter.fail('login', key);
    expect(await retryAfter(() => limiter.check('login', key))).toBe('60');
    await limiter.succeed('login', 'a@b.c');
    expect(await retryAfter(() => limiter.check('login', key))).toBeNull();
    expect(await retryAfter(() => limiter.check('other', key))).toBeNull();
  });

  it('forgets failures after a quiet window following the longest wait', async () => {
    const { limiter, clock } = limiterAt({ max: 1, ipMax: 100, windowMs: 60_000 });
    for (let i = 0; i < 10; i++) await limiter.fail('login', ['x']);
    clock.now += 120_001;
    await limiter.fail('login', ['x']);
    // One failure again (max 1): a second wait of 1 s, not the cap.
    expect(await retryAfter(() => limiter.check('login', ['x']))).toBe('1');
  });

  it('keeps account-wide waits short and late', async () => {
    const { limiter } = limiterAt({ max: 2, ipMax: 1000, windowMs: 15 * 60_000 });
    for (let i = 0; i < 2 * ACCOUNT_FREE_FACTOR - 1; i++) {
      await limiter.fail('login', ['account:a@b.c']);
    }
    expect(await retryAfter(() => limiter.check('login', ['account:a@b.c']))).toBeNull();
    for (let i = 0; i < 30; i++) await limiter.fail('login', ['account:a@b.c']);
    expect(await retryAfter(() => limiter.check('login', ['account:a@b.c']))).toBe(
      String(ACCOUNT_DELAY_CAP_MS / 1000),
    );
  });

  it('reserves a try before the guess: guesses sent at once get no more tries than one by one', async () => {
    const { limiter, clock } = limiterAt({ max: 3, ipMax: 100, windowMs: 60_000 });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        retryAfter(() => limiter.reserve('change_password', 'user:1', ['ip:1'])),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(7);
    // Every try sent counts: the next waits longer than after three.
    expect(await retryAfter(() => limiter.check('change_password', ['user:1']))).not.toBeNull();
    // After the wait one try goes on; a second at once is refused.
    clock.now += 60_000;
    const [first, second] = await Promise.all([
      retryAfter(() => limiter.reserve('change_password', 'user:1', ['ip:1'])),
      retryAfter(() => limiter.reserve('change_password', 'user:1', ['ip:1'])),
    ]);
    expect([first, second].filter((outcome) => outcome === null)).toHaveLength(1);
    // A right guess clears the reserved tries.
    await limiter.succeed('change_password', 'user:1');
    expect(await retryAfter(() => limiter.reserve('change_password', 'user:1', []))).toBeNull();
  });

  it('counts every request of a sending action in a fixed window, with Retry-After', async () => {
    const { limiter, clock } = limiterAt({ max: 2, ipMax: 3, windowMs: 60_000 });
    await limiter.consume('send', ['ip:1', 'a@b.c']);
    clock.now += 10_000;
    await limiter.consume('send', ['ip:2', 'a@b.c']);
    expect(await retryAfter(() => limiter.consume('send', ['ip:3', 'A@B.C']))).toBe('50');
    expect(await retryAfter(() => limiter.consume('send', ['ip:3'], { max: 1, ipMax: 1 }))).toBe(
      '60',
    );
    clock.now += 50_000;
    expect(await retryAfter(() => limiter.consume('send', ['ip:4', 'a@b.c']))).toBeNull();
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
