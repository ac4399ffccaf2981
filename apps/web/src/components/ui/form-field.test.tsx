import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NativeSelectField, TextField } from './form-field';

describe('TextField', () => {
  it('is labelled by its label and passes its input attributes on', () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Search"
        icon={<svg />}
        type="search"
        placeholder="Product or brand"
        value=""
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input.getAttribute('placeholder')).toBe('Product or brand');
    expect(input.getAttribute('data-with-icon')).toBe('true');
    fireEvent.change(input, { target: { value: 'whey' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('has no icon room without an icon', () => {
    render(<TextField label="Name" defaultValue="x" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('data-with-icon')).toBe(false);
  });
});

describe('NativeSelectField', () => {
  it('is a labelled native select of its options, the chosen one selected', () => {
    const onChange = vi.fn();
    render(
      <NativeSelectField
        label="Brand"
        data={[
          { value: '', label: 'All brands' },
          { value: 'Nile', label: 'Nile (3)' },
        ]}
        value="Nile"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Brand' });
    expect((select as HTMLSelectElement).value).toBe('Nile');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All brands', 'Nile (3)']);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledOnce();
  });
});
