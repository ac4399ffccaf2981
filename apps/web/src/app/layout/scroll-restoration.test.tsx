import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

const router: { navigate: NavigateFunction } = { navigate: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (to: string | number) =>
  typeof to === 'number' ? router.navigate(to) : router.navigate(to);

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollRestoration', () => {
  it('opens a new page at its top and takes back and forward to where the shopper was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Navigator />
        <ScrollRestoration ready />
      </MemoryRouter>,
    );
    // the first page is the server's, laid out and scrolled by the browser
    expect(scrollTo).not.toHaveBeenCalled();

    scrolledTo(800);
    await act(async () => navigate('/item'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    scrolledTo(120);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 800, left: 0, behavior: 'instant' });
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 120, left: 0, behavior: 'instant' });
  });

  it("scrolls once the new page's content is there, not while its code loads", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const app = (ready: boolean) => (
      <MemoryRouter initialEntries={['/a']}>
        <Navigator />
        <ScrollRestoration ready={ready} />
      </MemoryRouter>
    );
    const { rerender } = render(app(true));
    scrolledTo(300);
    rerender(app(false));
    await act(async () => navigate('/b'));
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(app(true));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
