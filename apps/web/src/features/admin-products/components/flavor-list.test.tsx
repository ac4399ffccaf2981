import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AdminFlavorDto } from '@atlas/shared/contract/admin-products';
import { FlavorList } from './flavor-list';

afterEach(() => vi.restoreAllMocks());

const flavor = (name: string, image: string): AdminFlavorDto => ({
  name,
  nameAr: '',
  quantity: 3,
  image,
  facts: null,
});

describe('FlavorList', () => {
  it('shows a flavor without its own picture as an empty tile, and React does not warn', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <FlavorList
          flavors={[flavor('Mint', ''), flavor('Cola', 'http://localhost/media/c.webp')]}
          onEditQuantity={() => {}}
          onDelete={() => {}}
        />
      </MantineProvider>,
    );
    const [mint, cola] = screen.getAllByTestId('flavor-row').map((row) => row.querySelector('img')!);
    expect(mint!.hasAttribute('src')).toBe(false);
    expect(cola!.getAttribute('src')).toBe('http://localhost/media/c.webp');
    expect(screen.getByText('Mint')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });
});
