import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { Picture } from './picture';

afterEach(() => vi.restoreAllMocks());

describe('Picture', () => {
  it('without a picture (a product or trainer saved without one) sends no src, and React does not warn', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Picture src="" width={480} height={560} sizes="480px" className="portrait" alt="Coach" />,
    );
    const img = container.querySelector('img')!;
    // the box stays, with its size and class, and shows its own background
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.className).toBe('portrait');
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('alt')).toBe('Coach');
    expect(errors).not.toHaveBeenCalled();
  });

  it('with an uploaded picture offers its stored widths', () => {
    const { container } = render(
      <Picture src="/media/p.1024x1024.webp" width={600} height={600} sizes="50vw" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/p.1024x1024.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/media/p.1024x1024.320w.webp 320w, /media/p.1024x1024.640w.webp 640w, /media/p.1024x1024.webp 1024w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
  });
});
