import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Translator } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { TranslationProvider } from '@/lib/use-translation';
import { StockAlertView, type StockAlertViewProps } from './stock-alert-view';

const { en } = loadResources();
const i18 = new Translator({ en });

function View(props: Partial<StockAlertViewProps>) {
  const [email, setEmail] = useState(props.email ?? '');
  return (
    <TranslationProvider translator={i18}>
      <StockAlertView
        signedIn={false}
        status="idle"
        flavorLabel="Vanilla"
        onAsk={() => undefined}
        onCancel={() => undefined}
        error={null}
        {...props}
        email={email}
        onEmailChange={(v) => {
          setEmail(v);
          props.onEmailChange?.(v);
        }}
      />
    </TranslationProvider>
  );
}

const askButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'E-mail me when it is back' });

describe('StockAlertView', () => {
  it('a visitor types an address and asks with the button or Enter', () => {
    const onAsk = vi.fn();
    render(<View onAsk={onAsk} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your e-mail address' });
    fireEvent.change(field, { target: { value: 'nour@example.com' } });
    expect(field.value).toBe('nour@example.com');
    fireEvent.click(askButton());
    fireEvent.submit(field.form!);
    expect(onAsk).toHaveBeenCalledTimes(2);
  });

  it('a signed-in shopper gets the button alone: one tap', () => {
    const onAsk = vi.fn();
    render(<View signedIn onAsk={onAsk} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(askButton());
    expect(onAsk).toHaveBeenCalledTimes(1);
  });

  it('while sending, the button is busy and a second tap does nothing', () => {
    const onAsk = vi.fn();
    render(<View status="sending" onAsk={onAsk} />);
    expect(askButton().disabled).toBe(true);
    expect(askButton().getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(askButton().form!);
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('shows an error as an alert tied to the field', () => {
    render(<View error="Please enter a valid e-mail address." />);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid e-mail address.');
    const field = screen.getByRole('textbox', { name: 'Your e-mail address' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('a visitor who asked is told to open the e-mailed link, with their address', () => {
    render(<View status="check-email" email="nour@example.com" />);
    expect(screen.getByRole('status').textContent).toContain('nour@example.com');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a waiting shopper sees the flavor named and can cancel; cancelling is busy', () => {
    const onCancel = vi.fn();
    const { rerender } = render(<View signedIn status="waiting" onCancel={onCancel} />);
    expect(screen.getByRole('status').textContent).toBe('We will e-mail you when Vanilla is back in stock.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the alert' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<View signedIn status="cancelling" onCancel={onCancel} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel the alert' }).disabled).toBe(true);
  });

  it('a product without flavors is named "this product"', () => {
    render(<View signedIn status="waiting" flavorLabel="" />);
    expect(screen.getByRole('status').textContent).toBe(
      'We will e-mail you when this product is back in stock.',
    );
  });
});
