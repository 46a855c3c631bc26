import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import { splitAddress } from './address.ts';
import { readCache, writeCache } from './cache.ts';

/** What a registry says about a company; the same shape for both services. */
export type CompanyFacts = {
  name: string;
  address: string;
  zip_code: string;
  town: string;
};

export type LookupOptions = { mfApiUrl: string; viesApiUrl: string; timeoutMs: number };

export type CompanyLookups = {
  /** Polish VAT white list by NIP; null when unknown, invalid or the service fails. */
  byNip(nip: string): Promise<CompanyFacts | null>;
  /** EU VIES by country prefix and number; null when invalid or the service fails. */
  byVies(countryCode: string, number: string): Promise<CompanyFacts | null>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

type MfSubject = {
  name?: unknown;
  workingAddress?: unknown;
  residenceAddress?: unknown;
};

type ViesAnswer = {
  isValid?: unknown;
  userError?: unknown;
  name?: unknown;
  address?: unknown;
};

function text(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return /^-+$/.test(trimmed) ? '' : trimmed;
}

/** Fails with a reason; answers with the parsed JSON body of a 2xx response. */
async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    // Read (and drop) the body so the socket is released.
    await response.text().catch(() => '');
    throw new Error(`answered ${response.status}`);
  }
  return await response.json();
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Adapters for the Ministry of Finance white list and the EU VIES REST service, with a timeout
 * on every call and successful answers cached for a day in `lookup_cache`.
 */
export function createCompanyLookups(deps: {
  db: Db;
  log: FastifyBaseLogger;
  options: LookupOptions;
}): CompanyLookups {
  const { db, log, options } = deps;

  async function cached(
    key: string,
    load: () => Promise<CompanyFacts | null>,
  ): Promise<CompanyFacts | null> {
    const hit = await readCache<CompanyFacts>(db, key);
    if (hit) return hit;
    let facts: CompanyFacts | null;
    try {
      facts = await load();
    } catch (error) {
      log.warn({ err: error, key }, 'company lookup failed');
      return null;
    }
    if (facts) await writeCache(db, key, facts, DAY_MS);
    return facts;
  }

  return {
    byNip(nip) {
      return cached(`nip:${nip}`, async () => {
        const url = `${options.mfApiUrl}/api/search/nip/${encodeURIComponent(nip)}?date=${todayIso()}`;
        const body = (await getJson(url, options.timeoutMs)) as {
          result?: { subject?: MfSubject | null };
        };
        const subject = body.result?.subject;
        if (!subject) return null;
        const name = text(subject.name);
        if (!name) return null;
        const where = text(subject.workingAddress) || text(subject.residenceAddress);
        return { name, ...splitAddress(where) };
      });
    },
    byVies(countryCode, number) {
      return cached(`vies:${countryCode}${number}`, async () => {
        const url = `${options.viesApiUrl}/ms/${encodeURIComponent(countryCode)}/vat/${encodeURIComponent(number)}`;
        const body = (await getJson(url, options.timeoutMs)) as ViesAnswer;
        const userError = text(body.userError);
        if (body.isValid !== true || (userError !== '' && userError !== 'VALID')) {
          log.info({ countryCode, userError }, 'VIES: number not valid or service unavailable');
          return null;
        }
        return { name: text(body.name), ...splitAddress(text(body.address)) };
      });
    },
  };
}
