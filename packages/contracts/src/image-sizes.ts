// What a page needs to lay out stored images, with no schema library (their schemas: ./images).

/** One stored file of an image and its width (`imageCandidateSchema` in ./images checks it). */
export interface ImageCandidate {
  url: string;
  width: number;
}

/**
 * The widest file a card or a thumbnail needs: one is at most about 350 CSS px wide, three device
 * pixels each on the densest phones. Without a cap, a photo stored before its variants (its
 * full-size file alone) would put a 2560 px file in every card instead of the small card file.
 */
export const SMALL_IMAGE_MAX_WIDTH = 1280;

/**
 * `srcset` of `variants` (`/a.640w.webp 640w, /a.webp 2560w`), only those at most `maxWidth` wide
 * when given; undefined when none is left, so the `<img>` keeps its plain `src`.
 */
export function imageSrcset(
  variants: readonly ImageCandidate[],
  { maxWidth = Infinity }: { maxWidth?: number } = {},
): string | undefined {
  const candidates = variants.filter(({ width }) => width <= maxWidth);
  if (candidates.length === 0) return undefined;
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

/**
 * `sizes` of each layout that shows stored images: the width the image takes on the page, so the
 * browser picks the narrowest file that fills it. The shell's main column is at most 72rem wide
 * with 1.25rem padding on each side.
 *
 * The vehicle page's cover: the whole column below 56rem, three fifths of it (less a 1.5rem gap)
 * beside the text above. The page's `<link rel="preload">` carries the same string, or the browser
 * would load the cover twice.
 */
export const VEHICLE_HERO_SIZES =
  '(min-width: 72rem) 41rem, (min-width: 56rem) calc(60vw - 2.4rem), calc(100vw - 2.5rem)';
/** A card of `/cars`, My vehicles and a member's page: columns of at least 16rem. */
export const VEHICLE_CARD_SIZES =
  '(min-width: 72rem) 17rem, (min-width: 35rem) calc(50vw - 2rem), calc(100vw - 2.5rem)';
/** A thumbnail of a gallery: columns of at least 9rem, two on a phone. */
export const GALLERY_THUMB_SIZES = '(min-width: 40rem) 11rem, calc(50vw - 2rem)';

/**
 * The least time an address of a private photo (a private logbook entry's) works after the API
 * gave it: it is signed for its owner and expires (ADR 0127). A page that shows such photos asks
 * for its data again well within it.
 */
export const PRIVATE_MEDIA_URL_MIN_LIFETIME_MS = 12 * 60 * 60 * 1000;
