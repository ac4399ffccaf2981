import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { roundRating, starFillPercent } from './rating';
import { RatingSummary, Stars } from './rating-stars';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

function renderIn(lang: Language, node: React.ReactNode) {
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, lang)}>{node}</TranslationProvider>
    </MantineProvider>,
  );
}

describe('rating rounding', () => {
  it('shows one decimal, half up, within 0–5', () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.24)).toBe(4.2);
    expect(roundRating(3)).toBe(3);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
  });

  it('fills the row of stars in proportion', () => {
    expect(starFillPercent(5)).toBe(100);
    expect(starFillPercent(2.5)).toBe(50);
    expect(starFillPercent(4.26)).toBeCloseTo(86);
    expect(starFillPercent(0)).toBe(0);
  });
});

describe('RatingSummary', () => {
  it('reads as one sentence with the average and the count', () => {
    renderIn('en', <RatingSummary rating={{ average: 4.26, count: 12 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 12 reviews' })).toBeTruthy();
    expect(screen.getByTestId('rating-summary').textContent).toBe('4.3(12)');
  });

  it('says one review in the singular', () => {
    renderIn('en', <RatingSummary rating={{ average: 5, count: 1 }} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5, 1 review' })).toBeTruthy();
  });

  it('uses the page’s digits and Arabic plural forms in Arabic', () => {
    renderIn('ar', <RatingSummary rating={{ average: 4.3, count: 12 }} />);
    const summary = screen.getByTestId('rating-summary');
    expect(summary.getAttribute('aria-label')).toBe('التقييم ٤٫٣ من ٥، ١٢ مراجعة');
    expect(summary.textContent).toBe('٤٫٣(١٢)');
  });

  it('shows nothing without reviews', () => {
    const { container } = renderIn('en', <RatingSummary rating={undefined} />);
    expect(container.querySelector('[data-testid="rating-summary"]')).toBeNull();
    renderIn('en', <RatingSummary rating={{ average: 0, count: 0 }} />);
    expect(screen.queryByTestId('rating-summary')).toBeNull();
  });
});

describe('Stars', () => {
  it('is one element filled to the average, its direction left to the stylesheet', () => {
    renderIn('ar', <Stars value={3.5} size={14} label="x" />);
    const stars = screen.getByRole('img', { name: 'x' });
    expect(stars.children).toHaveLength(0);
    expect(stars.style.getPropertyValue('--fill')).toBe('70%');
    expect(stars.style.getPropertyValue('--star')).toBe('14px');
    expect(stars.style.width).toBe('');
  });

  it('is hidden from assistive technology without a label', () => {
    renderIn('en', <Stars value={2} />);
    expect(screen.getByTestId('stars').getAttribute('aria-hidden')).toBe('true');
  });
});
