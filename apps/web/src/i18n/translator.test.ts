import { describe, expect, it, vi } from 'vitest';
import type { Messages } from './resources.ts';
import { createTranslator, interpolate, type LoadMessages } from './translator.ts';

const TEXTS: Record<string, Record<string, Messages>> = {
  pl: {
    common: {
      yes: 'Tak',
      files_one: '{{count}} plik',
      files_few: '{{count}} pliki',
      files_many: '{{count}} plików',
      files_other: '{{count}} pliku',
      cars_zero: 'Brak aut',
      cars_many: '{{count}} aut',
    },
    auth: { login: { title: 'Logowanie' } },
  },
  'en-GB': {
    common: {
      yes: 'Yes',
      files_one: '{{count}} file',
      files_other: '{{count}} files',
      greeting: 'Hello, {{ name }} <{{email}}>',
      blank: '',
      'flat.key': 'A flat key',
      row: { title: 'Row {{n}}', empty: '' },
    },
    auth: { login: { title: 'Sign in' }, blank: 'Not blank' },
    errors: { required: 'Required' },
  },
};

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const waiting: { language: string; namespace: string; release: () => void; fail: () => void }[] =
    [];
  const load = vi.fn<LoadMessages>(
    (language, namespace) =>
      new Promise<Messages>((resolve, reject) => {
        waiting.push({
          language,
          namespace,
          release: () => {
            resolve(TEXTS[language]?.[namespace] ?? {});
          },
          fail: () => {
            reject(new Error('offline'));
          },
        });
      }),
  );
  const take = (language: string, namespace: string) => {
    const index = waiting.findIndex((w) => w.language === language && w.namespace === namespace);
    const [found] = waiting.splice(index, 1);
    if (index === -1 || !found) throw new Error(`${language}/${namespace} was not requested`);
    return found;
  };
  return { load, take, waiting };
}

function loadedTranslator(language: string) {
  const translator = createTranslator({
    language,
    knownNamespaces: ['common', 'auth', 'errors'],
    loadMessages: (lang, namespace) => Promise.resolve(TEXTS[lang]?.[namespace] ?? {}),
  });
  return translator;
}

async function tIn(language: string, namespace = 'common') {
  const translator = loadedTranslator(language);
  await translator.load(language, ['common', 'auth', 'errors']);
  return translator.fixedT(language, namespace);
}

describe('t', () => {
  it('picks the Polish plural form from the count: one, few, many and other', async () => {
    const t = await tIn('pl');
    expect([1, 2, 4, 5, 12, 22, 25, 1.5].map((count) => t('files', { count }))).toEqual([
      '1 plik',
      '2 pliki',
      '4 pliki',
      '5 plików',
      '12 plików',
      '22 pliki',
      '25 plików',
      '1.5 pliku',
    ]);
  });

  it('takes the _zero form for 0 where there is one, the language form where not', async () => {
    const t = await tIn('pl');
    expect(t('cars', { count: 0 })).toBe('Brak aut');
    expect(t('files', { count: 0 })).toBe('0 plików');
  });

  it('picks the English forms, and no form for a count given as text', async () => {
    const t = await tIn('en-GB');
    expect(t('files', { count: 1 })).toBe('1 file');
    expect(t('files', { count: 2 })).toBe('2 files');
    expect(t('files', { count: '2' })).toBe('files');
  });

  it('fills placeholders without escaping and leaves an unknown one as it is', async () => {
    const t = await tIn('en-GB');
    expect(t('greeting', { name: 'Jan & Co', email: '<j@x.pl>' })).toBe(
      'Hello, Jan & Co <<j@x.pl>>',
    );
    expect(t('greeting', { name: null })).toBe('Hello,  <{{email}}>');
    expect(interpolate('{{a}}{{b}}', { a: 1, b: false })).toBe('1false');
  });

  it('reads nested and flat dotted keys', async () => {
    const t = await tIn('en-GB');
    expect(t('row.title', { n: 3 })).toBe('Row 3');
    expect(t('flat.key')).toBe('A flat key');
  });

  it('reads another namespace through the ns: prefix or the ns option', async () => {
    const t = await tIn('en-GB', 'auth');
    expect(t('common:yes')).toBe('Yes');
    expect(t('required', { ns: 'errors' })).toBe('Required');
    expect(t('login.title')).toBe('Sign in');
  });

  it('keeps a colon that names no namespace as part of the key', async () => {
    const t = await tIn('en-GB');
    expect(t('Note: nothing')).toBe('Note: nothing');
  });

  it('answers a missing key with the key (without its namespace) or the default value', async () => {
    const t = await tIn('en-GB');
    expect(t('nothing.here')).toBe('nothing.here');
    expect(t('auth:nothing')).toBe('nothing');
    expect(t('nothing', { defaultValue: 'Fallback {{x}}', x: 7 })).toBe('Fallback 7');
    expect(t('nothing', { defaultValue: '' })).toBe('nothing');
  });

  it('treats an empty text as missing', async () => {
    const t = await tIn('en-GB');
    expect(t('blank')).toBe('blank');
    expect(t('row.empty', { defaultValue: 'Nothing' })).toBe('Nothing');
    expect(t('blank', { ns: ['common', 'auth'] })).toBe('Not blank');
  });

  it('says which keys exist in a language, an empty text not among them', async () => {
    const translator = loadedTranslator('en-GB');
    await translator.load('en-GB', ['common']);
    expect(translator.exists('en-GB', 'common', 'row.title')).toBe(true);
    expect(translator.exists('en-GB', 'common', 'blank')).toBe(false);
    expect(translator.exists('pl', 'common', 'row.title')).toBe(false);
  });
});

describe('loading texts', () => {
  it('counts a namespace as loaded only once its texts arrived, fetching it once', async () => {
    const loader = controlledLoader();
    const translator = createTranslator({
      language: 'en-GB',
      knownNamespaces: ['common'],
      loadMessages: loader.load,
    });
    const first = translator.load('en-GB', ['common']);
    const second = translator.load('en-GB', ['common']);
    expect(translator.isLoaded('en-GB', ['common'])).toBe(false);
    expect(translator.fixedT('en-GB', 'common')('yes')).toBe('yes');

    loader.take('en-GB', 'common').release();
    await Promise.all([first, second]);
    expect(loader.load).toHaveBeenCalledOnce();
    expect(translator.isLoaded('en-GB', ['common'])).toBe(true);
    expect(translator.fixedT('en-GB', 'common')('yes')).toBe('Yes');
  });

  it('settles a failed fetch (keys show instead of waiting) and tries again on the next one', async () => {
    const loader = controlledLoader();
    const translator = createTranslator({
      language: 'en-GB',
      knownNamespaces: ['common'],
      loadMessages: loader.load,
    });
    const failing = translator.load('en-GB', ['common']);
    loader.take('en-GB', 'common').fail();
    await expect(failing).resolves.toBeUndefined();
    expect(translator.isLoaded('en-GB', ['common'])).toBe(true);
    expect(translator.hasMessages('en-GB', 'common')).toBe(false);

    const retry = translator.load('en-GB', ['common']);
    expect(translator.isLoaded('en-GB', ['common'])).toBe(true);
    loader.take('en-GB', 'common').release();
    await retry;
    expect(translator.hasMessages('en-GB', 'common')).toBe(true);
    expect(translator.fixedT('en-GB', 'common')('yes')).toBe('Yes');
  });

  it('switches language only after every namespace in use arrived in it, then tells listeners', async () => {
    const loader = controlledLoader();
    const translator = createTranslator({
      language: 'en-GB',
      knownNamespaces: ['common', 'auth'],
      loadMessages: loader.load,
    });
    const loading = translator.load('en-GB', ['common', 'auth']);
    loader.take('en-GB', 'common').release();
    loader.take('en-GB', 'auth').release();
    await loading;
    const listener = vi.fn(() => translator.language);

    translator.subscribe(listener);
    const switching = translator.changeLanguage('pl');
    expect(loader.waiting.map((w) => `${w.language}/${w.namespace}`).sort()).toEqual([
      'pl/auth',
      'pl/common',
    ]);
    loader.take('pl', 'common').release();
    await vi.waitFor(() => {
      expect(listener).toHaveBeenCalled();
    });
    expect(translator.language).toBe('en-GB');

    loader.take('pl', 'auth').release();
    await switching;
    expect(translator.language).toBe('pl');
    expect(listener).toHaveLastReturnedWith('pl');
    expect(translator.fixedT('pl', 'auth')('login.title')).toBe('Logowanie');
  });

  it('lets the last language asked for win over an earlier, slower switch', async () => {
    const loader = controlledLoader();
    const translator = createTranslator({
      language: 'en-GB',
      knownNamespaces: ['common'],
      loadMessages: loader.load,
    });
    const loading = translator.load('en-GB', ['common']);
    loader.take('en-GB', 'common').release();
    await loading;

    const toPolish = translator.changeLanguage('pl');
    const backToEnglish = translator.changeLanguage('en-GB');
    await backToEnglish;
    loader.take('pl', 'common').release();
    await toPolish;
    expect(translator.language).toBe('en-GB');
  });
});
