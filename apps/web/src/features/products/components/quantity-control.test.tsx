import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Translator } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { SelectField } from '@/components/ui/select-field';
import { QuantityControl } from './quantity-control';

// the plain controls of the product page (decision 0013): labelled, keyboard-usable, kept in range
const i18 = new Translator({
  en: { product: { decrease: 'Decrease quantity', increase: 'Increase quantity', quantity: 'Quantity' } },
});

function Quantity({ stock, onChange }: { stock: number; onChange: (n: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <TranslationProvider translator={i18}>
      <QuantityControl
        value={value}
        stock={stock}
        onChange={(n) => {
          setValue(n);
          onChange(n);
        }}
      />
    </TranslationProvider>
  );
}

describe('QuantityControl', () => {
  it('steps within 1..stock and says why a step is refused by disabling it', () => {
    const onChange = vi.fn();
    render(<Quantity stock={2} onChange={onChange} />);
    const minus = screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('2');
    expect(plus.disabled).toBe(true);
    expect(minus.disabled).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('takes typed digits only, clamped to the stock', () => {
    const onChange = vi.fn();
    render(<Quantity stock={5} onChange={onChange} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '9x' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(field.value).toBe('5');
    fireEvent.change(field, { target: { value: '' } });
    expect(field.value).toBe('');
    fireEvent.blur(field);
    expect(field.value).toBe('5');
  });
});

describe('SelectField', () => {
  it('is a native select named by its label and reports the chosen value', () => {
    const onChange = vi.fn();
    const data = [
      { value: 'mango', label: 'Mango' },
      { value: 'cocoa', label: 'Cocoa — sold out' },
    ];
    render(
      <SelectField label="Flavor" data={data} value="mango" onChange={onChange} testId="flavor-select" />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Flavor' });
    expect(select).toBe(screen.getByTestId('flavor-select'));
    expect(select.value).toBe('mango');
    fireEvent.change(select, { target: { value: 'cocoa' } });
    expect(onChange).toHaveBeenCalledWith('cocoa');
  });
});
