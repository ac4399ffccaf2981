import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { Translator } from '@/lib/translator';
import { TranslationProvider, useTranslation } from '@/lib/use-translation';
import { collectServerHtml, followServerHtmlLinks, forgetServerHtml, ServerHtml } from './server-html';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const resources = { en: { hello: 'Hello' }, ar: { hello: 'مرحبًا' } };
const rendered = vi.fn();
let taps = 0;

function Greeting() {
  rendered();
  const { t } = useTranslation();
  return (
    <p>
      {t('hello')} <a href="/trainers">link</a>
      <span>
        <button type="button" onClick={() => (taps += 1)}>
          tap
        </button>
      </span>
    </p>
  );
}

function Page({ translator }: { translator: Translator }) {
  return (
    <TranslationProvider translator={translator}>
      <button type="button">live</button>
      <ServerHtml>
        <Greeting />
      </ServerHtml>
    </TranslationProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  forgetServerHtml();
  document.body.innerHTML = '';
});

/** The server's page in the document, then hydrated as main.tsx does. */
async function hydrateServerPage(
  translator: Translator,
  { queries, signedIn = false }: { queries?: DehydratedState; signedIn?: boolean } = {},
): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page translator={translator} />);
  document.body.append(container);
  rendered.mockClear();
  collectServerHtml(queries, signedIn);
  await act(async () => {
    root = hydrateRoot(container, <Page translator={translator} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  forgetServerHtml();
  return container;
}

describe('ServerHtml', () => {
  it('adopts the server HTML when hydrating: its children do not run, the text and nodes stay', async () => {
    const container = await hydrateServerPage(new Translator(resources, 'en'));
    const paragraph = container.querySelector('p');
    expect(rendered.mock.calls.length).toBe(0);
    expect(paragraph?.textContent).toBe('Hello linktap');
    expect(container.querySelector('p')).toBe(paragraph);
  });

  it("hydrates a signed-in shopper's page whole, and a page one of whose queries failed on the server", async () => {
    await hydrateServerPage(new Translator(resources, 'en'), { signedIn: true });
    expect(rendered.mock.calls.length).toBeGreaterThan(0);
    act(() => root?.unmount());
    root = undefined;
    forgetServerHtml();
    document.body.innerHTML = '';

    const client = new QueryClient();
    client.setQueryData(['answered'], 1);
    await client.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('down')) });
    const queries = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
    await hydrateServerPage(new Translator(resources, 'en'), { queries });
    expect(rendered.mock.calls.length).toBeGreaterThan(0);
  });

  it('adopts the parts of a page whose queries all answered on the server', async () => {
    const client = new QueryClient();
    client.setQueryData(['answered'], 1);
    const queries = dehydrate(client);
    await hydrateServerPage(new Translator(resources, 'en'), { queries });
    expect(rendered.mock.calls.length).toBe(0);
  });

  it('renders its children for real once the language changes', async () => {
    const translator = new Translator(resources, 'en');
    const container = await hydrateServerPage(translator);
    await act(async () => translator.setLanguage('ar'));
    expect(rendered.mock.calls.length).toBeGreaterThan(0);
    expect(container.querySelector('p')?.textContent).toBe('مرحبًا linktap');
    // and stays rendered when the language comes back: the server's HTML is out of date by then
    const paragraph = container.querySelector('p');
    await act(async () => translator.setLanguage('en'));
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('Hello linktap');
  });

  it('renders for real at the first tap on one of its buttons and passes the tap on, focus kept', async () => {
    const container = await hydrateServerPage(new Translator(resources, 'en'));
    taps = 0;
    const serverButton = container.querySelector('p button') as HTMLButtonElement;
    serverButton.focus();
    act(() => serverButton.click());
    expect(rendered.mock.calls.length).toBeGreaterThan(0);
    expect(taps).toBe(1);
    const button = container.querySelector('p button') as HTMLButtonElement;
    expect(button).not.toBe(serverButton);
    expect(document.activeElement).toBe(button);
    act(() => button.click());
    expect(taps).toBe(2);
  });

  it('renders its children wherever it appears after the first hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page translator={new Translator(resources, 'en')} />);
    collectServerHtml(undefined, false);
    forgetServerHtml();
    rendered.mockClear();
    act(() => {
      root = hydrateRoot(container, <Page translator={new Translator(resources, 'en')} />);
    });
    expect(rendered.mock.calls.length).toBeGreaterThan(0);
  });
});

describe('followServerHtmlLinks', () => {
  it('navigates in the app for a plain click on a same-origin link inside an adopted part', async () => {
    const container = await hydrateServerPage(new Translator(resources, 'en'));
    const navigate = vi.fn();
    const stop = followServerHtmlLinks(navigate);
    const link = container.querySelector('a')!;

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(navigate).toHaveBeenCalledWith('/trainers');
    expect(plain.defaultPrevented).toBe(true);

    navigate.mockClear();
    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(withCtrl);
    expect(navigate).not.toHaveBeenCalled();
    expect(withCtrl.defaultPrevented).toBe(false);

    link.href = 'https://elsewhere.example/trainers';
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).not.toHaveBeenCalled();

    const outside = document.createElement('a');
    outside.href = '/products';
    document.body.append(outside);
    outside.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });
});
