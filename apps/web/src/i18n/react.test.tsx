// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledResources } from './bundled-resources.ts';
import { changeLanguage, currentLanguage, loadNamespaces, translator } from './i18n.ts';
import { useTranslation } from './react.ts';
import type { TFunction } from './translator.ts';

const resources = bundledResources();

function textOf(language: string, namespace: string, key: string): string {
  const text = resources[language]?.[namespace]?.[key];
  if (typeof text !== 'string') throw new Error(`${language}/${namespace}:${key} is no text`);
  return text;
}

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en-GB'));
});

describe('useTranslation', () => {
  it('suspends until its namespaces have arrived, so no key ever shows', async () => {
    const shown: string[] = [];
    function Title() {
      const { t } = useTranslation(['verify', 'report']);
      const text = `${t('title')} / ${t('report:title')}`;
      shown.push(text);
      return <h1>{text}</h1>;
    }
    expect(translator.isLoaded('en-GB', ['verify'])).toBe(false);

    render(
      <Suspense fallback={<p>waiting</p>}>
        <Title />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    const expected = `${textOf('en-GB', 'verify', 'title')} / ${textOf('en-GB', 'report', 'title')}`;
    expect((await screen.findByRole('heading')).textContent).toBe(expected);
    expect(new Set(shown)).toEqual(new Set([expected]));
  });

  it('renders again in a new language only once its texts are there, and sets <html lang>', async () => {
    await loadNamespaces(['verify']);
    const shown: string[] = [];
    function Title() {
      const { t, i18n } = useTranslation('verify');
      shown.push(t('title'));
      return <h1 lang={i18n.language}>{t('title')}</h1>;
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Title />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe(textOf('en-GB', 'verify', 'title'));

    await act(() => changeLanguage('pl'));
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe(textOf('pl', 'verify', 'title'));
    expect(heading.getAttribute('lang')).toBe('pl');
    expect(currentLanguage()).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(new Set(shown)).toEqual(
      new Set([textOf('en-GB', 'verify', 'title'), textOf('pl', 'verify', 'title')]),
    );
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('without suspense, says when the texts are ready instead of waiting', async () => {
    const states: boolean[] = [];
    function Label() {
      const { t, ready } = useTranslation('alerts', { useSuspense: false });
      states.push(ready);
      return <p>{ready ? t('title') : 'TransitDocs'}</p>;
    }
    render(<Label />);
    expect(screen.getByText('TransitDocs')).toBeTruthy();
    expect(await screen.findByText(textOf('en-GB', 'alerts', 'title'))).toBeTruthy();
    expect(states[0]).toBe(false);
    expect(states.at(-1)).toBe(true);
  });

  it("keeps t the same function when another screen's texts arrive", async () => {
    await loadNamespaces(['common']);
    const functions: TFunction[] = [];
    function Probe() {
      const { t } = useTranslation('common');
      functions.push(t);
      return null;
    }
    const { rerender } = render(<Probe />);
    await act(() => loadNamespaces(['csv_import']));
    rerender(<Probe />);
    expect(functions.length).toBeGreaterThan(1);
    expect(new Set(functions).size).toBe(1);
  });
});
