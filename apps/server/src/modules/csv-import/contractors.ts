// Contractors the rows point at: the ones the company has, and the ones the import creates.

import { viesPrefixToCountry } from '@transitdocs/domain';
import type { Deps } from '../../platform/context.ts';

export type NewClientData = {
  name: string;
  address: string;
  zip_code: string;
  town: string;
  country: string;
  nip: string;
  vies: string | null;
  phone: string;
  email: string;
};

/**
 * A contractor a row uses: an existing one (id) or one to create when the first accepted row
 * that needs it is written. Transit payloads carry `index + 1` of this list as the client id
 * until they are written.
 */
export type ContractorRef = { id: number | null; create: NewClientData | null };

export class ContractorRegistry {
  readonly refs: ContractorRef[] = [];
  private readonly byKey = new Map<string, number>();

  add(ref: ContractorRef, key?: string): number {
    this.refs.push(ref);
    const handle = this.refs.length;
    if (key) this.byKey.set(key, handle);
    return handle;
  }

  handleOf(key: string): number | undefined {
    return this.byKey.get(key);
  }

  register(key: string, handle: number): void {
    if (!this.byKey.has(key)) this.byKey.set(key, handle);
  }

  /** Whether a contractor with this key is known (for decideContractor). */
  readonly known = { has: (key: string): boolean => this.byKey.has(key) };

  ref(handle: number): ContractorRef {
    const ref = this.refs[handle - 1];
    if (!ref) throw new Error(`no contractor ${handle}`);
    return ref;
  }
}

/** One lookup per NIP for use_nip_when_contractor_missing, cached for the file. */
export function createLookup(deps: Deps) {
  const cache = new Map<string, Promise<NewClientData | null>>();
  return (vies: string): Promise<NewClientData | null> => {
    let pending = cache.get(vies);
    if (!pending) {
      const prefix = vies.slice(0, 2);
      const number = vies.slice(2);
      pending = (prefix === 'PL' ? deps.lookups.byNip(number) : deps.lookups.byVies(prefix, number))
        .then((facts) =>
          facts
            ? {
                ...facts,
                country: viesPrefixToCountry(prefix),
                nip: number,
                vies,
                phone: '',
                email: '',
              }
            : null,
        )
        .catch(() => null);
      cache.set(vies, pending);
    }
    return pending;
  };
}
