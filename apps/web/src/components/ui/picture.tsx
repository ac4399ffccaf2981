import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@atlas/shared/rules/responsive-image';
import classes from './picture.module.css';

/** Classes for the usual boxes a picture fills. */
export const pictureClasses = classes;

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading'> & {
  src: string;
  /** How wide the picture is shown, as the `sizes` attribute says it ('(min-width: 62em) 25vw, 50vw'). */
  sizes: string;
  /** The box's width and height (its aspect ratio, so nothing moves while it loads). */
  width: number;
  height: number;
  /** The page's largest picture: fetched at once and first; every other one when scrolled near. */
  priority?: boolean;
};

/**
 * An `<img>` of a catalogue, trainer or profile picture. Uploaded pictures are stored in a few
 * widths (rules/responsive-image.ts), so the browser picks the smallest that fills the box at
 * the screen's density; our SVG pictures have one size and get none. Without a picture (a
 * product or trainer saved without one: `src` is '') the `<img>` has no `src` and the box it
 * fills shows its own background: an empty `src` would have the browser ask for the page again.
 */
export function Picture({ src, sizes, priority = false, alt = '', ...rest }: PictureProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src || undefined}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
