import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { Translator } from '@/lib/translator';
import { TranslationProvider, useTranslation } from '@/lib/use-translation';
import { collectServerHtml, followServerHtmlLinks, forgetServerHtml, ServerHtml } from './server-html';
import { lazyComponent, type LazyComponent } from './lazy-component';

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

describe('ServerHtml with its code loaded on demand', () => {
  function LazyPage({ translator, part }: { translator: Translator; part: LazyComponent }) {
    return (
      <TranslationProvider translator={translator}>
        <ServerHtml code={part}>{createElement(part)}</ServerHtml>
      </TranslationProvider>
    );
  }

  /** The server's page (its code at hand), hydrated by a browser whose code arrives on `arrive()`. */
  async function hydrateBeforeTheCode(translator: Translator) {
    const onServer = lazyComponent(async () => Greeting);
    await onServer.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LazyPage translator={translator} part={onServer} />);
    document.body.append(container);

    let arrive: (component: typeof Greeting) => void = () => undefined;
    const inBrowser = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    collectServerHtml(undefined, false);
    rendered.mockClear();
    await act(async () => {
      root = hydrateRoot(container, <LazyPage translator={translator} part={inBrowser} />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    forgetServerHtml();
    expect(inBrowser.loaded()).toBe(false);
    return { container, arrive: () => act(async () => arrive(Greeting)) };
  }

  it('waits for the code at the first tap, then renders and passes the tap on', async () => {
    const { container, arrive } = await hydrateBeforeTheCode(new Translator(resources, 'en'));
    taps = 0;
    const serverButton = container.querySelector('p button') as HTMLButtonElement;
    serverButton.focus();
    act(() => serverButton.click());
    expect(taps).toBe(0);
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('p button')).toBe(serverButton);

    await arrive();
    expect(rendered).toHaveBeenCalled();
    expect(taps).toBe(1);
    const button = container.querySelector('p button') as HTMLButtonElement;
    expect(button).not.toBe(serverButton);
    expect(document.activeElement).toBe(button);
  });

  it('passes on only the last of several taps made while the code loads', async () => {
    const { container, arrive } = await hydrateBeforeTheCode(new Translator(resources, 'en'));
    taps = 0;
    const serverButton = container.querySelector('p button') as HTMLButtonElement;
    act(() => serverButton.click());
    act(() => serverButton.click());
    await arrive();
    expect(taps).toBe(1);
  });

  it('leaves the code alone once the part is gone before the browser was idle', async () => {
    const translator = new Translator(resources, 'en');
    const onServer = lazyComponent(async () => Greeting);
    await onServer.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LazyPage translator={translator} part={onServer} />);
    document.body.append(container);
    const fetchCode = vi.fn(async () => Greeting);
    const inBrowser = lazyComponent(fetchCode);
    collectServerHtml(undefined, false);
    await act(async () => {
      root = hydrateRoot(container, <LazyPage translator={translator} part={inBrowser} />);
    });
    forgetServerHtml();
    act(() => root?.unmount());
    root = undefined;
    // happy-dom has no idle callbacks: the part waits 200 ms for "idle" there
    await new Promise((done) => setTimeout(done, 300));
    expect(fetchCode).not.toHaveBeenCalled();
  });

  it('keeps showing the server HTML while the code loads for a language switch', async () => {
    const translator = new Translator(resources, 'en');
    const { container, arrive } = await hydrateBeforeTheCode(translator);
    await act(async () => translator.setLanguage('ar'));
    expect(container.querySelector('p')?.textContent).toBe('Hello linktap');
    await arrive();
    expect(container.querySelector('p')?.textContent).toBe('مرحبًا linktap');
  });
});

describe('ServerHtml changed after hydration while its code loads', () => {
  it('keeps the server HTML, and a tap on one of its buttons is passed on once the part renders', async () => {
    const translator = new Translator(resources, 'en');
    const onServer = lazyComponent(async () => Greeting);
    await onServer.load();
    const page = (part: LazyComponent, dependsOn: string) => (
      <TranslationProvider translator={translator}>
        <ServerHtml code={part} dependsOn={dependsOn}>
          {createElement(part)}
        </ServerHtml>
      </TranslationProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(onServer, 'empty cart'));
    document.body.append(container);
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const inBrowser = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    collectServerHtml(undefined, false);
    await act(async () => {
      root = hydrateRoot(container, page(inBrowser, 'empty cart'));
    });
    forgetServerHtml();
    // what only the browser knows (a visitor's cart) arrives after hydration
    await act(async () => root!.render(page(inBrowser, '2 in the cart')));
    taps = 0;
    const shown = container.querySelector('p button') as HTMLButtonElement;
    act(() => shown.click());
    expect(taps).toBe(0);

    await act(async () => arrive(Greeting));
    expect(taps).toBe(1);
    expect(container.querySelector('p button')).not.toBe(shown);
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
