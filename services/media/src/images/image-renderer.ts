import { HttpStatus } from '@nestjs/common';
import sharp from 'sharp';
import { ImageErrorCode, imageUploadError, unreadable } from './image-errors';
import { IMAGE_VARIANTS, type ImagePurpose } from './image-variants';

/** Decoding bigger images would take hundreds of MB of memory per upload. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

export type Rendition = { size: number; data: Buffer; width: number; height: number };
export type RenderedImage = { width: number; height: number; renditions: Rendition[] };

const open = (path: string) =>
  sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true, sequentialRead: true });

/**
 * The webp renditions of an uploaded image for its purpose (EXIF orientation applied, metadata
 * such as GPS position dropped; animated images keep their first frame).
 */
export async function renderImage(path: string, purpose: ImagePurpose): Promise<RenderedImage> {
  let metadata: sharp.Metadata;
  try {
    metadata = await open(path).metadata();
  } catch {
    throw unreadable();
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) {
    throw imageUploadError(
      ImageErrorCode.TooLarge,
      HttpStatus.PAYLOAD_TOO_LARGE,
      `A imagem deve ter no máximo ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  const variants = IMAGE_VARIANTS[purpose];
  try {
    const renditions = await Promise.all(
      variants.sizes.map(async (size) => {
        const resized = variants.square
          ? open(path).resize(size, size, { fit: 'cover', position: 'centre' })
          : open(path).resize({ width: size, withoutEnlargement: true });
        const { data, info } = await resized.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
        return { size, data, width: info.width, height: info.height };
      }),
    );
    return { width, height, renditions };
  } catch {
    throw unreadable();
  }
}
