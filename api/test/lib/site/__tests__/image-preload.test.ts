import { imagePreloadTag, injectHeadTag } from '../../../../src/lib/site';

const SIZES = '(min-width: 56rem) 60vw, 100vw';

describe('imagePreloadTag', () => {
  it('preloads the variants by srcset and sizes at high priority, with no href', () => {
    const tag = imagePreloadTag(
      {
        url: '/media/v/a.webp',
        width: 2560,
        height: 1600,
        variants: [
          { url: '/media/v/a.640w.webp', width: 640 },
          { url: '/media/v/a.webp', width: 2560 },
        ],
      },
      SIZES,
    );

    expect(tag).toBe(
      '<link rel="preload" as="image" imagesrcset="/media/v/a.640w.webp 640w, /media/v/a.webp 2560w" ' +
        `imagesizes="${SIZES}" fetchpriority="high">`,
    );
  });

  it('preloads the full-size file by href when the image has no variants', () => {
    expect(
      imagePreloadTag({ url: '/media/v/a.webp', width: null, height: null, variants: [] }, SIZES),
    ).toBe('<link rel="preload" as="image" href="/media/v/a.webp" fetchpriority="high">');
  });

  it('escapes what it writes', () => {
    const tag = imagePreloadTag(
      { url: '/a".webp', width: 10, height: 10, variants: [{ url: '/a"><x.webp', width: 10 }] },
      '"><script>',
    );

    expect(tag).not.toContain('"><');
    expect(tag).toContain('&quot;&gt;&lt;x.webp 10w');
  });
});

describe('injectHeadTag', () => {
  it('puts the tag right after the charset declaration, before the scripts', () => {
    const html =
      '<html><head><meta charset="utf-8"><title>x</title><script src="/a.js"></script></head></html>';

    expect(injectHeadTag(html, '<link id=t>')).toBe(
      '<html><head><meta charset="utf-8"><link id=t><title>x</title><script src="/a.js"></script></head></html>',
    );
  });

  it('puts it first in a head without a charset, and leaves a page without a head alone', () => {
    expect(injectHeadTag('<head lang="uk"><title>x</title></head>', '<link id=t>')).toBe(
      '<head lang="uk"><link id=t><title>x</title></head>',
    );
    expect(injectHeadTag('<p>no head</p>', '<link id=t>')).toBe('<p>no head</p>');
  });
});
