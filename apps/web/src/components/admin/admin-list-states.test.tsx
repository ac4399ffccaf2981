import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Translator } from '@/lib/translator';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { TranslationProvider } from '@/lib/use-translation';
import { AdminListStates } from './admin-list-states';

const i18 = new Translator({
  en: {
    adminCommon: { retry: 'Try again' },
    shop: { previousPage: 'Previous page', nextPage: 'Next page', pageN: 'Page {{n}}' },
    things: { count_one: '{{n}} thing', count_other: '{{n}} things' },
  },
});

type Page = { rows: string[]; total: number };
const query = (data: Page | undefined, isError = false) => ({
  data,
  isError,
  refetch: vi.fn(async () => {}),
});

function renderList(list: ReturnType<typeof query>, extra: { emptyAction?: ReactNode } = {}) {
  return render(
    <MantineProvider>
      <TranslationProvider translator={i18}>
        <MemoryRouter initialEntries={['/admin/things?query=x&page=2']}>
          <AdminListStates
            list={list}
            isEmpty={(data) => data.rows.length === 0}
            testId="things"
            errorText="Failed to load things"
            loadingLabel="Loading things"
            emptyText="No things"
            countKey="things.count"
            pageSize={2}
            pagesLabel="Thing pages"
            {...extra}
          >
            {({ rows }) => <p data-testid="rows">{rows.join(',')}</p>}
          </AdminListStates>
        </MemoryRouter>
      </TranslationProvider>
    </MantineProvider>,
  );
}

describe('AdminListStates', () => {
  it('says a failed load and retries it', () => {
    const list = query(undefined, true);
    renderList(list);
    expect(screen.getByTestId('things-error').textContent).toContain('Failed to load things');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.refetch).toHaveBeenCalledOnce();
  });

  it('names its spinner while loading, and keeps rows shown when a refresh fails', () => {
    const { unmount } = renderList(query(undefined));
    expect(screen.getByLabelText('Loading things')).toBeTruthy();
    unmount();
    renderList(query({ rows: ['a'], total: 1 }, true));
    expect(screen.getByTestId('rows').textContent).toBe('a');
    expect(screen.queryByTestId('things-error')).toBeNull();
  });

  it('says when there is nothing, with its action', () => {
    renderList(query({ rows: [], total: 0 }), { emptyAction: <a href="/admin/things">Clear</a> });
    const empty = screen.getByTestId('things-empty');
    expect(empty.textContent).toBe('No thingsClear');
  });

  it('shows the count, the rows and page links that keep the search', () => {
    renderList(query({ rows: ['c', 'd'], total: 5 }));
    expect(screen.getByText('5 things')).toBeTruthy();
    const pager = screen.getByTestId('things-pages');
    expect(pager.getAttribute('aria-label')).toBe('Thing pages');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/admin/things?query=x');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/admin/things?query=x&page=3',
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('has no page links for one page', () => {
    renderList(query({ rows: ['a'], total: 2 }));
    expect(screen.queryByTestId('things-pages')).toBeNull();
  });
});
