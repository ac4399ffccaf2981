import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { Link, NavLink } from '@/lib/link';
import { Translator } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { reloadForNewBuild } from '@/lib/reload-for-new-build';
import { routes } from './router';
import {
  AppRoutes,
  lazyPage,
  matchAppRoutes,
  pageFiles,
  redirectRoute,
  redirectTarget,
  usePageLoading,
  useRouteMatches,
} from './routing';

// (by default, as on a page already reloaded once for its missing code)
vi.mock('@/lib/reload-for-new-build', () => ({ reloadForNewBuild: vi.fn(() => false) }));

describe('the route table, read by the server', () => {
  it('names where a redirect route sends its address', () => {
    const target = (path: string) => redirectTarget(matchAppRoutes(routes, path));
    expect(target('/home')).toBe('/');
    expect(target('/category/Pre Workout')).toBe('/products?category=Pre%20Workout');
    expect(target('/brand/Optimum')).toBe('/products?brand=Optimum');
    expect(target('/profile')).toBe('/profile/settings');
    expect(target('/admin')).toBe('/admin/dashboard');
    expect(target('/products')).toBeNull();
  });

  it("names a page's code, for the server's preloads", () => {
    expect(pageFiles(matchAppRoutes(routes, '/products/12'))).toEqual([
      'src/app/routes/product-details-page.tsx',
    ]);
    expect(pageFiles(matchAppRoutes(routes, '/profile/orders'))).toEqual([
      'src/app/routes/profile-layout.tsx',
      'src/app/routes/profile-orders-page.tsx',
    ]);
  });
});

function Shell() {
  const loading = usePageLoading();
  const title = useRouteMatches().at(-1)?.handle?.title;
  return (
    <>
      <p data-testid="title">{title}</p>
      <nav>
        <NavLink to="/">home</NavLink>
        <NavLink to="/page">page</NavLink>
        <Link to="/page/more">more</Link>
      </nav>
      {loading ? <p>loading</p> : <Outlet />}
    </>
  );
}

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

function deferredPage(text: string) {
  let settle: { arrive: () => void; fail: (error: Error) => void } = { arrive: () => {}, fail: () => {} };
  const page = lazyPage(
    () =>
      new Promise((resolve, reject) => {
        settle = { arrive: () => resolve(() => <h1>{text}</h1>), fail: reject };
      }),
    `src/app/routes/${text}.tsx`,
  );
  return { page, settle: () => settle };
}

function renderApp(table: RouteObject[], at: string) {
  return render(
    <TranslationProvider
      translator={
        new Translator(
          { en: { notFound: { home: 'Home page' }, errorPage: { retry: 'Try again' } }, ar: {} },
          'en',
        )
      }
    >
      <MantineProvider>
        <MemoryRouter initialEntries={[at]}>
          <AppRoutes routes={table} />
          <Address />
        </MemoryRouter>
      </MantineProvider>
    </TranslationProvider>,
  );
}

describe('AppRoutes', () => {
  it("shows that a page's code is loading, then the page; the shell knows the route's handle", async () => {
    const { page, settle } = deferredPage('page');
    renderApp(
      [
        {
          path: '/',
          Component: Shell,
          children: [{ path: 'page', Component: page, handle: { title: 'T' } }],
        },
      ],
      '/page',
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.getByTestId('title').textContent).toBe('T');
    await act(async () => settle().arrive());
    expect(screen.getByRole('heading').textContent).toBe('page');
    expect(page.loaded()).toBe(true);
  });

  it('reloads the page when its code cannot load (a deploy removed it), still loading meanwhile', async () => {
    vi.mocked(reloadForNewBuild).mockReturnValueOnce(true);
    const { page, settle } = deferredPage('gone');
    renderApp([{ path: '/', Component: Shell, children: [{ path: 'page', Component: page }] }], '/page');
    await act(async () => settle().fail(new Error('chunk failed')));
    expect(reloadForNewBuild).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByTestId('status-code')).toBeNull();
  });

  it('shows the error page when the code cannot load after a reload, and the app again at another address', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { page, settle } = deferredPage('broken');
    renderApp(
      [
        {
          path: '/',
          Component: Shell,
          children: [
            { index: true, Component: () => <h1>home</h1> },
            { path: 'page', Component: page },
          ],
        },
      ],
      '/page',
    );
    await act(async () => settle().fail(new Error('chunk failed')));
    expect(screen.getByTestId('status-code').textContent).toBe('500');
    expect(spy).toHaveBeenCalled();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('link', { name: 'Home page' }).click());
    expect(screen.getByRole('heading').textContent).toBe('home');
    spy.mockRestore();
    reload.mockRestore();
  });

  it('follows redirect routes, and marks the current link', async () => {
    renderApp(
      [
        {
          path: '/',
          Component: Shell,
          children: [
            { path: 'old', Component: redirectRoute(() => '/page') },
            { path: 'page', Component: () => <h1>page</h1> },
            { path: 'page/more', Component: () => <h1>more</h1> },
          ],
        },
      ],
      '/old',
    );
    expect(await screen.findByRole('heading')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/page');
    expect(screen.getByRole('link', { name: 'page' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('aria-current')).toBeNull();

    await act(async () => screen.getByRole('link', { name: 'more' }).click());
    expect(screen.getByTestId('address').textContent).toBe('/page/more');
    // a link stays current below its address, "/" only at "/"
    expect(screen.getByRole('link', { name: 'page' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('aria-current')).toBeNull();
  });
});
