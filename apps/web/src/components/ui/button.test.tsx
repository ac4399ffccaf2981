import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonLook } from './button';

describe('Button', () => {
  it('is a button (not a submit) named by its label, the icon hidden beside it', () => {
    const onClick = vi.fn();
    render(
      <Button icon={<svg aria-hidden />} onClick={onClick} aria-expanded={false}>
        Filters
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Filters', expanded: false });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-variant')).toBe('filled');
    expect(button.getAttribute('data-with-icon')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('says its variant, colour and full width in data attributes, and nothing it was not given', () => {
    render(
      <Button variant="light" color="gray">
        Reset
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Reset' });
    expect(button.getAttribute('data-variant')).toBe('light');
    expect(button.getAttribute('data-color')).toBe('gray');
    expect(button.hasAttribute('data-block')).toBe(false);
    expect(button.hasAttribute('data-with-icon')).toBe(false);
    expect(buttonLook({ variant: 'light', fullWidth: true })).toMatchObject({
      'data-variant': 'light',
      'data-block': true,
      'data-color': undefined,
    });
  });
});
