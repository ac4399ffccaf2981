import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { pageCount, pageParam, useLastPageGuard } from './use-admin-page';

describe('admin list pages', () => {
  it('reads ?page= as a whole number from 1, else 1', () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam('2')).toBe(2);
    expect(pageParam('3')).toBe(3);
    for (const junk of ['0', '-1', '-2', '1.5', '2.5', 'x', 'abc', '1e9']) expect(pageParam(junk)).toBe(1);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

function Guarded({ total }: { total: number | undefined }) {
  useLastPageGuard(total, 2);
  return <p data-testid="search">{useLocation().search}</p>;
}

describe('useLastPageGuard', () => {
  it('goes from past the end to the last page, keeping the search', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/things?query=x&page=5']}>
        <Guarded total={3} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?query=x&page=2'));
  });

  it('waits for a real total, and drops ?page= when one page is left', async () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/admin/things?page=5']}>
        <Guarded total={undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('search').textContent).toBe('?page=5');
    rerender(
      <MemoryRouter initialEntries={['/admin/things?page=5']}>
        <Guarded total={0} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });
});
