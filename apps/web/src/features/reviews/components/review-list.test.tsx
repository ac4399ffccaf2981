import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReviewDto } from '@atlas/shared/contract/reviews';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { ReviewItem } from './review-item';
import { ReviewList, type ReviewListQuery } from './review-list';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

const review = (id: number, patch: Partial<ReviewDto> = {}): ReviewDto => ({
  id,
  productId: 3,
  rating: 4,
  title: `Review ${id}`,
  text: 'Good',
  lang: 'en',
  flavor: 'Chocolate',
  flavorLabel: 'Chocolate',
  author: 'Mona S.',
  verifiedBuyer: true,
  helpfulCount: 2,
  votedHelpful: false,
  photo: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  editedAt: null,
  ...patch,
});

const query = (patch: Partial<ReviewListQuery>): ReviewListQuery => ({
  isPending: false,
  isError: false,
  reviews: [],
  total: 0,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  refetch: vi.fn(),
  ...patch,
});

function renderIn(lang: Language, node: React.ReactNode) {
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, lang)}>{node}</TranslationProvider>
    </MantineProvider>,
  );
}

const list = (q: ReviewListQuery) => (
  <ReviewList query={q} renderReview={(r) => <p data-testid="row">{r.title}</p>} />
);

describe('ReviewList', () => {
  it('names its spinner while loading, as a status (a bare span may not carry a label)', () => {
    renderIn('en', list(query({ isPending: true })));
    expect(screen.getByRole('status', { name: 'Loading the reviews…' })).toBeTruthy();
  });

  it('says a failed load and retries it', () => {
    const q = query({ isError: true });
    renderIn('en', list(q));
    expect(screen.getByTestId('reviews-error').textContent).toContain('The reviews could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('invites the first review when there are none', () => {
    renderIn('ar', list(query({})));
    expect(screen.getByTestId('reviews-empty').textContent).toContain('لا توجد مراجعات بعد');
  });

  it('shows the reviews and asks for more while there are more', () => {
    const q = query({ reviews: [review(1), review(2)], total: 3, hasNextPage: true });
    renderIn('en', list(q));
    expect(screen.getAllByTestId('row').map((r) => r.textContent)).toEqual(['Review 1', 'Review 2']);
    expect(screen.getByText('2 of 3 reviews')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reviews-more'));
    expect(q.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('has no Show more on the last page, and keeps the reviews when a later page fails', () => {
    renderIn('en', list(query({ reviews: [review(1)], total: 1, isError: true })));
    expect(screen.queryByTestId('reviews-more')).toBeNull();
    expect(screen.queryByTestId('reviews-error')).toBeNull();
    expect(screen.getAllByTestId('row')).toHaveLength(1);
  });
});

describe('ReviewItem', () => {
  it('keeps an Arabic review right-to-left on an English page', () => {
    renderIn(
      'en',
      <ReviewItem
        review={review(1, { lang: 'ar', title: 'ممتاز' })}
        onHelpful={vi.fn()}
        onReport={vi.fn()}
      />,
    );
    const content = screen.getByTestId('review-content');
    expect(content.getAttribute('lang')).toBe('ar');
    expect(content.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('img', { name: '4 stars' })).toBeTruthy();
    expect(screen.getByText('Verified buyer')).toBeTruthy();
  });

  it('offers the vote and the report on others’ reviews only', () => {
    const onHelpful = vi.fn();
    const { unmount } = renderIn(
      'en',
      <ReviewItem review={review(1)} onHelpful={onHelpful} onReport={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Helpful (2)' }));
    expect(onHelpful).toHaveBeenCalledOnce();
    expect(screen.getByTestId('review-report')).toBeTruthy();
    unmount();
    renderIn('en', <ReviewItem review={review(1)} own onHelpful={vi.fn()} onReport={vi.fn()} />);
    expect(screen.getByTestId('review-helpful').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('review-report')).toBeNull();
  });
});
