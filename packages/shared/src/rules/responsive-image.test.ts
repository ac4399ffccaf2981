import { describe, expect, it } from 'vitest';
import {
  imageSizeOf,
  imageSrcSet,
  sizedImageName,
  smallerWidths,
  widthVariantName,
} from './responsive-image';

describe('responsive images', () => {
  it('names the largest copy by its size and each smaller copy by its width', () => {
    const name = sizedImageName('/media/products/abc', { width: 1024, height: 768 });
    expect(name).toBe('/media/products/abc.1024x768.webp');
    expect(widthVariantName(name, 320)).toBe('/media/products/abc.1024x768.320w.webp');
  });

  it('keeps only the standard widths below the image', () => {
    expect(smallerWidths(1024)).toEqual([320, 640]);
    expect(smallerWidths(1600)).toEqual([320, 640, 1024]);
    expect(smallerWidths(320)).toEqual([]);
    expect(smallerWidths(200)).toEqual([]);
  });

  it('reads the size back from a relative or absolute URL', () => {
    expect(imageSizeOf('/media/trainers/x.600x600.webp')).toEqual({ width: 600, height: 600 });
    expect(imageSizeOf('http://127.0.0.1:3000/media/p/a.800x533.webp?v=2')).toEqual({
      width: 800,
      height: 533,
    });
    expect(imageSizeOf('/media/demo/whey.svg')).toBeNull();
    expect(imageSizeOf('/media/products/old-upload.webp')).toBeNull();
    expect(imageSizeOf('/media/p/a.0x10.webp')).toBeNull();
  });

  it('builds srcset from the smaller copies and the image itself', () => {
    expect(imageSrcSet('/media/p/a.800x600.webp')).toBe(
      '/media/p/a.800x600.320w.webp 320w, /media/p/a.800x600.640w.webp 640w, /media/p/a.800x600.webp 800w',
    );
    expect(imageSrcSet('/media/p/a.300x300.webp')).toBe('/media/p/a.300x300.webp 300w');
    expect(imageSrcSet('/media/demo/whey.svg')).toBeUndefined();
  });
});
