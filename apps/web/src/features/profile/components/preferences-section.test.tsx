import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@atlas/shared/contract/users';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { PreferencesSection } from './preferences-section';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

const user: UserDto = {
  id: 7,
  role: 'user',
  email: 'salma@example.com',
  fName: 'Salma',
  lName: 'Adel',
  mobile: '',
  gender: '',
  avatar: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  isVerified: true,
  allergies: ['milk'],
  reorderReminders: true,
  orders: [],
};

const calls: { method: string; url: string; body: unknown }[] = [];
function mockApi(status: number, body: (sent: Record<string, unknown>) => unknown) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const sent = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      calls.push({ method: init.method ?? 'GET', url, body: sent });
      return new Response(JSON.stringify(body(sent)), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

/** As the settings page holds the section: re-created (keyed) by the saved values, the message kept above it. */
function Page({ onSaved }: { onSaved: () => void }) {
  const me = useQuery({ queryKey: ['me', 7], queryFn: () => user, initialData: user, staleTime: Infinity });
  const [saved, setSaved] = useState(false);
  return (
    <PreferencesSection
      key={`${me.data.allergies.join()}|${me.data.reorderReminders}`}
      user={me.data}
      saved={saved}
      onSaved={() => {
        setSaved(true);
        onSaved();
      }}
    />
  );
}

function show(language: Language = 'en') {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <QueryClientProvider client={client}>
          <Page onSaved={onSaved} />
        </QueryClientProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
  return { onSaved, client };
}

const reminders = () => screen.getByRole('switch');

describe('the preferences section', () => {
  it('shows what is saved, and sends the allergies and the switch together', async () => {
    mockApi(200, (sent) => ({ ...user, ...sent }));
    const { onSaved, client } = show();
    expect(screen.getByLabelText('Milk')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Nuts')).toHaveProperty('checked', false);
    expect(
      screen.getByRole('switch', { name: /^E-mail me when a supplement I bought should be running out/ }),
    ).toHaveProperty('checked', true);
    const save = screen.getByRole('button', { name: 'Save preferences' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByLabelText('Nuts'));
    fireEvent.click(screen.getByLabelText('Egg'));
    fireEvent.click(screen.getByLabelText('Milk'));
    fireEvent.click(reminders());
    expect(screen.getByText('Changes not saved yet')).toBeTruthy();
    fireEvent.click(save);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    // the section is re-created with the saved values, and says so
    expect((await screen.findByTestId('preferences-saved')).textContent).toBe('Preferences saved.');
    expect(screen.getByLabelText('Nuts')).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Save preferences' })).toHaveProperty('disabled', true);
    // in the shop's order of allergens, whatever order they were ticked in
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/users/7',
        body: { allergies: ['nuts', 'egg'], reorderReminders: false },
      },
    ]);
    expect(client.getQueryData(['me', 7])).toMatchObject({ allergies: ['nuts', 'egg'] });
  });

  it('works from the keyboard: every control is a named native input in the tab order', () => {
    mockApi(200, () => user);
    show();
    const controls = [
      ...['Milk', 'Soy', 'Gluten', 'Nuts', 'Egg'].map((name) => screen.getByRole('checkbox', { name })),
      screen.getByRole('switch', { name: /^E-mail me/ }),
    ];
    for (const control of controls) {
      // a native checkbox: Tab reaches it, Space toggles it, with no script of ours in between
      expect(control.tagName).toBe('INPUT');
      expect(control.getAttribute('type')).toBe('checkbox');
      expect(control.tabIndex).not.toBe(-1);
      control.focus();
      expect(document.activeElement).toBe(control);
    }
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    expect(screen.getByRole('button', { name: 'Save preferences' })).toHaveProperty('disabled', false);
  });

  it('says so when saving fails, and keeps the choices', async () => {
    mockApi(500, () => ({ statusCode: 500, code: 'INTERNAL', message: 'Server error' }));
    const { onSaved } = show();
    fireEvent.click(screen.getByLabelText('Soy'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByTestId('preferences-error')).textContent).toBe(
      'Your preferences could not be saved. Please try again.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Soy')).toHaveProperty('checked', true);
  });

  it('in Arabic', () => {
    mockApi(200, () => user);
    show('ar');
    expect(screen.getByText('التفضيلات')).toBeTruthy();
    expect(screen.getByLabelText('الحليب')).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: /^راسلني عندما يقترب مكمّل اشتريته من النفاد/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حفظ التفضيلات' })).toBeTruthy();
  });
});
