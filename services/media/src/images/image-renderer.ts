import sharp from 'sharp';
import type { DecodeSlotsLimiter } from './decode-slots.limiter';
import { MediaErrorCode, uploadError } from '../media-errors';
import { IMAGE_VARIANTS, type ImagePurpose } from './image-variants';

/** Decoding bigger images would take hundreds of MB of memory per upload. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

// Every upload is a new file: libvips' operation cache would only keep memory from going back.
sharp.cache(false);

export type Rendition = { size: number; data: Buffer; width: number; height: number };
export type RenderedImage = { width: number; height: number; renditions: Rendition[] };

const tooManyPixels = () =>
  uploadError(MediaErrorCode.ImageTooLarge, `A imagem deve ter no máximo ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);

const unreadable = () =>
  uploadError(MediaErrorCode.ImageUnreadable, 'Não foi possível ler a imagem: o arquivo parece estar corrompido.');

/**
 * The webp renditions of an uploaded image for its purpose (EXIF orientation applied, metadata
 * such as GPS position dropped; animated images keep their first frame). The dimensions come
 * from the header first, so an image too large to decode gets the size message without being
 * decoded; then the image is decoded once, in one of the process's decode slots, to its largest
 * rendition, and the smaller ones are made from that.
 */
export async function renderImage(
  path: string,
  purpose: ImagePurpose,
  slots: DecodeSlotsLimiter,
): Promise<RenderedImage> {
  const { width, height } = await headerDimensions(path);
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  const variants = IMAGE_VARIANTS[purpose];
  const fit = (size: number) =>
    variants.square
      ? ({ width: size, height: size, fit: 'cover', position: 'centre' } as const)
      : ({ width: size, withoutEnlargement: true } as const);
  try {
    return await slots.run(async () => {
      const largest = await sharp(path, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'error',
        autoOrient: true,
        sequentialRead: true,
      })
        .resize(fit(Math.max(...variants.sizes)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width: rawWidth, height: rawHeight, channels } = largest.info;
      const pixels = { raw: { width: rawWidth, height: rawHeight, channels: channels as sharp.Channels } };
      const renditions: Rendition[] = [];
      for (const size of variants.sizes) {
        const { data, info } = await sharp(largest.data, pixels)
          .resize(fit(size))
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        renditions.push({ size, data, width: info.width, height: info.height });
      }
      return { width, height, renditions };
    });
  } catch {
    throw unreadable();
  }
}

/** Width and height as displayed, read from the header alone (no pixel is decoded, whatever the size). */
async function headerDimensions(path: string): Promise<{ width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(path, { limitInputPixels: false, autoOrient: true }).metadata();
  } catch {
    throw unreadable();
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw unreadable();
  return { width, height };
}
