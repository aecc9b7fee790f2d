/**
 * The browser-only half of cropping: decoding the chosen file and drawing the chosen area on a
 * canvas. Kept apart so unit tests (jsdom decodes no image and has no canvas) can stand in for it;
 * the journey runs the real one.
 */

/** A decoded image the cropper shows, by an object URL that `releaseImage` lets go of. */
export interface LoadedImage {
  url: string;
  width: number;
  height: number;
}

/** A rectangle in the image's own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Decodes `file`; rejects when the browser cannot read it as an image (a text file renamed .jpg),
 * so it is refused before a byte is sent.
 */
export async function loadImage(file: Blob): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  if (image.naturalWidth === 0 || image.naturalHeight === 0) {
    URL.revokeObjectURL(url);
    throw new Error('The image has no pixels');
  }
  return { url, width: image.naturalWidth, height: image.naturalHeight };
}

export function releaseImage(image: LoadedImage): void {
  URL.revokeObjectURL(image.url);
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * Draws `area` of `image`, scaled down to at most `maxWidth` pixels wide (never up: the server
 * would only store a blurrier picture), and encodes it as WebP, or JPEG where the browser cannot
 * write WebP (it then answers PNG, which is much larger).
 */
export async function cropToBlob(
  image: LoadedImage,
  area: PixelArea,
  maxWidth: number,
): Promise<Blob> {
  const source = new Image();
  source.src = image.url;
  await source.decode();
  const scale = Math.min(1, maxWidth / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    source,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  const webp = await toBlob(canvas, 'image/webp', 0.9);
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.9);
  if (!jpeg) throw new Error('The canvas could not be encoded');
  return jpeg;
}
