import type { Messages } from './resources.ts';

/** A value put in place of a `{{placeholder}}`: null shows as nothing, undefined leaves it. */
export type PlaceholderValue = string | number | boolean | null | undefined;

/** What `t` takes besides the key: the values of its `{{placeholders}}` and a few options. */
export type TranslateOptions = {
  /** Namespace(s) to read instead of the component's. */
  ns?: string | readonly string[];
  /** Shown (interpolated) when no language text exists for the key. */
  defaultValue?: string;
  /** A number picks the plural form (`key_one`, `key_few`...), as i18next's v4 JSON does. */
  count?: PlaceholderValue;
  [placeholder: string]: PlaceholderValue | readonly string[];
};

/**
 * Text of a key in one language. The type parameter only names the namespaces the function
 * reads (`TFunction<'fleet'>`), for the reader, as i18next's did.
 */
export type TFunction<_Namespaces = string> = (key: string, options?: TranslateOptions) => string;

export type LoadMessages = (language: string, namespace: string) => Promise<Messages>;

export type Translator = {
  readonly language: string;
  /** Whether every namespace in `language` has arrived (or failed to: its keys then show). */
  isLoaded: (language: string, namespaces: readonly string[]) => boolean;
  /** Fetches the namespaces still missing in `language`; never rejects (a failure shows keys). */
  load: (language: string, namespaces: readonly string[]) => Promise<void>;
  /** Fetches every namespace in use in `language` first, then switches: no key ever shows. */
  changeLanguage: (language: string) => Promise<void>;
  hasMessages: (language: string, namespace: string) => boolean;
  addMessages: (language: string, namespace: string, messages: Messages) => void;
  /** Whether `key` has a non-empty text in the namespace (no plural, no default). */
  exists: (language: string, namespace: string, key: string) => boolean;
  /** `t` for one language, reading `namespaces` in order (the first one's keys first). */
  fixedT: (language: string, namespaces: string | readonly string[]) => TFunction;
  /** Called on a language change and whenever texts arrive. */
  subscribe: (listener: () => void) => () => void;
};

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** `{{name}}` -> its value as text, unescaped; an unknown placeholder stays as it is. */
export function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    if (value === null) return '';
    return typeof value === 'object' ? value.join(',') : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The keys that may hold the text, best first: `_zero` for 0, then the language's plural form. */
export function pluralKeys(language: string, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const forms = [`${key}_${rules.select(count)}`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/** The text at a dotted path (`row.title`), or a flat key holding dots; empty counts as none. */
function lookUp(messages: Messages | undefined, key: string): string | undefined {
  const flat = messages?.[key];
  if (typeof flat === 'string') return flat || undefined;
  let node: Messages | string | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/**
 * The texts of every language and namespace fetched so far, the current language and what
 * listens to it. `knownNamespaces` lets `t('ns:key')` tell a namespace prefix from text
 * that merely holds a colon.
 */
export function createTranslator(config: {
  language: string;
  knownNamespaces: readonly string[];
  loadMessages: LoadMessages;
}): Translator {
  let language = config.language;
  /** the last language asked for: an older, slower switch must not win */
  let requestedLanguage = language;
  const known = new Set(config.knownNamespaces);
  const bundles = new Map<string, Messages>();
  const failed = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  /** Every namespace asked for: a language change fetches them all before it switches. */
  const inUse = new Set<string>();
  const listeners = new Set<() => void>();

  const id = (lang: string, namespace: string) => `${lang}/${namespace}`;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const loadOne = (lang: string, namespace: string): Promise<void> => {
    const bundleId = id(lang, namespace);
    if (bundles.has(bundleId)) return Promise.resolve();
    const inFlight = pending.get(bundleId);
    if (inFlight) return inFlight;
    const loading = config.loadMessages(lang, namespace).then(
      (messages) => {
        bundles.set(bundleId, messages);
        failed.delete(bundleId);
      },
      () => {
        // As with i18next: the screen shows its keys rather than wait forever. A later request
        // (the next screen, back online) tries again, the keys staying up meanwhile.
        failed.add(bundleId);
      },
    );
    const settled = loading.then(() => {
      pending.delete(bundleId);
      notify();
    });
    pending.set(bundleId, settled);
    return settled;
  };

  const load = async (lang: string, namespaces: readonly string[]): Promise<void> => {
    for (const namespace of namespaces) inUse.add(namespace);
    await Promise.all(namespaces.map((namespace) => loadOne(lang, namespace)));
  };

  const translate = (
    lang: string,
    defaultNamespaces: readonly string[],
    key: string,
    options: TranslateOptions = {},
  ): string => {
    let namespaces = options.ns ?? defaultNamespaces;
    let bareKey = key;
    const separator = key.indexOf(':');
    if (separator > 0 && known.has(key.slice(0, separator))) {
      namespaces = key.slice(0, separator);
      bareKey = key.slice(separator + 1);
    }
    const candidates = pluralKeys(lang, bareKey, options.count);
    for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) {
      const messages = bundles.get(id(lang, namespace));
      for (const candidate of candidates) {
        const text = lookUp(messages, candidate);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    // An empty default counts as none, as an empty text does.
    return interpolate(options.defaultValue || bareKey, options);
  };

  return {
    get language() {
      return language;
    },
    isLoaded: (lang, namespaces) =>
      namespaces.every(
        (namespace) => bundles.has(id(lang, namespace)) || failed.has(id(lang, namespace)),
      ),
    load,
    async changeLanguage(next) {
      requestedLanguage = next;
      await load(next, [...inUse]);
      if (requestedLanguage !== next) return;
      language = next;
      notify();
    },
    hasMessages: (lang, namespace) => bundles.has(id(lang, namespace)),
    addMessages(lang, namespace, messages) {
      bundles.set(id(lang, namespace), messages);
      notify();
    },
    exists: (lang, namespace, key) => lookUp(bundles.get(id(lang, namespace)), key) !== undefined,
    fixedT(lang, namespaces) {
      const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
      return (key, options) => translate(lang, list, key, options);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
