import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { PageBreadcrumbs } from './page-breadcrumbs';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

describe('PageBreadcrumbs', () => {
  it('links home and every crumb but the last, which is the current page, with a separator between', () => {
    const { container } = render(
      <MemoryRouter>
        <TranslationProvider translator={new Translator(resources, 'en')}>
          <PageBreadcrumbs
            items={[
              { label: 'Exercises', to: '/exercises' },
              { label: 'Gym', to: '/exercises/gym' },
              { label: 'Chest' },
            ]}
          />
        </TranslationProvider>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Exercises', '/exercises'],
      ['Gym', '/exercises/gym'],
    ]);
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.tagName).toBe('P');
    expect(current?.textContent).toBe('Chest');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  });
});
