import { imageSrcset, type ResponsiveImage } from '@carclub/contracts';

import { escapeHtml } from '../text';

/**
 * The `<link rel="preload">` of a page's first image (its LCP element), so the browser fetches it
 * at high priority while the scripts that render the `<img>` are still loading. `sizes` must be
 * the `<img>`'s own, or the browser picks another file for each and loads the image twice.
 * Without variants (an image stored before them) the full-size file is preloaded by `href`; with
 * them there is no `href`, so a browser without `imagesrcset` preloads nothing rather than the
 * largest file.
 */
export function imagePreloadTag(image: ResponsiveImage, sizes: string): string {
  const srcset = imageSrcset(image.variants);
  const source =
    srcset === undefined
      ? `href="${escapeHtml(image.url)}"`
      : `imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high">`;
}

const HEAD_START = /<head(\s[^>]*)?>/i;
const CHARSET = /<meta\s+charset=[^>]*>/i;

/**
 * `html` with `tag` at the top of its `<head>`, before any script, so nothing is fetched ahead of
 * it; after the charset declaration, which must stay within the page's first 1024 bytes.
 */
export function injectHeadTag(html: string, tag: string): string {
  const anchor = CHARSET.test(html) ? CHARSET : HEAD_START;
  return anchor.test(html) ? html.replace(anchor, (found) => `${found}${tag}`) : html;
}
