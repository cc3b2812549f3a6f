import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { MemoryRouter, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Trans, useTranslationOf } from './i18n-react';
import { createTranslator, type Translator } from './translator';

const TEXTS: Record<string, Record<string, Record<string, unknown>>> = {
  en: { common: { hello: 'Hello' }, exam: { title: 'Mock test', agree: 'I agree to the <terms>Terms</terms> and <privacy>Privacy Policy</privacy>' } },
  ne: { common: { hello: 'नमस्ते' }, exam: { title: 'नमुना परीक्षा', agree: 'म <terms>सर्तहरू</terms> र <privacy>गोपनीयता नीति</privacy> मा सहमत छु' } },
};

/** A translator whose file reads wait until `release(file)` (or fail with `reject(file)`). */
async function controlled(language = 'en') {
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const translator = createTranslator();
  const load = (lng: string, namespace: string) => {
    if (namespace === 'common') return Promise.resolve(TEXTS[lng]![namespace]!);
    return new Promise<Record<string, unknown>>((resolve, reject) =>
      waiting.set(`${lng}/${namespace}`, { resolve: () => resolve(TEXTS[lng]![namespace]!), reject }),
    );
  };
  await translator.init({ language, ns: ['common'], load });
  const settle = async (file: string, how: 'resolve' | 'reject') => {
    await vi.waitFor(() => expect(waiting.has(file)).toBe(true));
    const pending = waiting.get(file)!;
    waiting.delete(file);
    // Inside act until React has retried what waited for the file (a few promise steps later).
    await act(async () => {
      if (how === 'resolve') pending.resolve();
      else pending.reject(new Error(`${file} did not load`));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { translator, release: (file: string) => settle(file, 'resolve'), reject: (file: string) => settle(file, 'reject') };
}

// React retries a suspended render only from an awaited act.
const show = async (ui: ReactNode) => {
  let rendered!: ReturnType<typeof render>;
  await act(async () => void (rendered = render(ui)));
  return rendered;
};

function Title({ translator, renders }: { translator: Translator; renders?: (t: unknown) => void }) {
  const { t } = useTranslationOf(translator, 'exam');
  renders?.(t);
  return <h1>{t('title')}</h1>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('useTranslation', () => {
  it('suspends until its namespace is there, in the language and in English', async () => {
    const { translator, release } = await controlled('ne');
    await show(
      <Suspense fallback={<p>loading</p>}>
        <Title translator={translator} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await release('ne/exam');
    expect(screen.getByText('loading')).toBeTruthy();
    await release('en/exam');
    expect(await screen.findByRole('heading', { name: 'नमुना परीक्षा' })).toBeTruthy();
  });

  it('renders at once when the namespace is loaded, and again in the new language when it changes', async () => {
    const { translator, release } = await controlled();
    const loading = translator.loadNamespaces('exam');
    await release('en/exam');
    await loading;
    const seen: unknown[] = [];
    render(<Title translator={translator} renders={(t) => seen.push(t)} />);
    expect(screen.getByRole('heading', { name: 'Mock test' })).toBeTruthy();

    const switching = translator.loadLanguage('ne');
    await release('ne/exam');
    await switching;
    expect(screen.getByRole('heading', { name: 'Mock test' })).toBeTruthy();
    act(() => translator.setLanguage('ne'));
    expect(screen.getByRole('heading', { name: 'नमुना परीक्षा' })).toBeTruthy();
    expect(new Set(seen).size).toBe(2);
  });

  it('shows the error screen when its namespace cannot load, and loads it when rendered again', async () => {
    const { translator, reject, release } = await controlled();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error the boundary shows
    const { unmount } = await show(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Title translator={translator} />
        </Suspense>
      </Boundary>,
    );
    await reject('en/exam');
    expect((await screen.findByRole('alert')).textContent).toContain('en/exam did not load');
    reported.mockRestore();
    unmount();
    await show(
      <Suspense fallback={<p>loading</p>}>
        <Title translator={translator} />
      </Suspense>,
    );
    await release('en/exam');
    expect(await screen.findByRole('heading', { name: 'Mock test' })).toBeTruthy();
  });

  it('records the namespaces a render reads (the server sends them with a prerendered page)', async () => {
    const { translator, release } = await controlled();
    const used = translator.recordUsedNamespaces();
    await show(
      <Suspense fallback={null}>
        <Title translator={translator} />
      </Suspense>,
    );
    await release('en/exam');
    await screen.findByRole('heading');
    expect([...used]).toEqual(['exam']);
  });
});

describe('Trans', () => {
  function Agreement({ translator }: { translator: Translator }) {
    const { t } = useTranslationOf(translator, 'exam');
    return (
      <p data-testid="agreement">
        <Trans t={t} i18nKey="agree" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
      </p>
    );
  }

  it('puts the text’s tagged words into the given elements, where each language places them', async () => {
    const { translator, release } = await controlled();
    const loading = translator.loadNamespaces('exam');
    await release('en/exam');
    await loading;
    render(
      <MemoryRouter>
        <Agreement translator={translator} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('agreement').textContent).toBe('I agree to the Terms and Privacy Policy');
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');

    const switching = translator.loadLanguage('ne');
    await release('ne/exam');
    await switching;
    act(() => translator.setLanguage('ne'));
    expect(screen.getByTestId('agreement').textContent).toBe('म सर्तहरू र गोपनीयता नीति मा सहमत छु');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' }).getAttribute('href')).toBe('/privacy');
  });
});
