import sharp from 'sharp';
import type { DecodeSlotsLimiter } from './decode-slots.limiter';

/** What link previews (WhatsApp, Telegram, Instagram, X, Facebook) crop and show best. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
const JPEG_QUALITY = 82;
/** Enough to leave only the image's colours behind it. */
const BACKGROUND_BLUR_SIGMA = 30;
/** The blurred copy at 45% of its brightness: the image drawn over it stands out. */
const BACKGROUND_BRIGHTNESS = 0.45;
/** Where the image is transparent, the card shows this (dark, as the background around it). */
const BACKDROP = { r: 17, g: 17, b: 17 };

/**
 * The share card of an image (a stored webp rendition): the image whole, fitted inside
 * 1200×630 and centred, over the same image scaled to cover the card, blurred and darkened,
 * so that any aspect looks deliberate. A progressive sRGB JPEG without metadata, rendered in
 * one of the process's decode slots.
 */
export function renderShareCard(source: Buffer, slots: DecodeSlotsLimiter): Promise<Buffer> {
  const card = { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT };
  return slots.run(async () => {
    const background = await sharp(source)
      .resize({ ...card, fit: 'cover', position: 'centre' })
      .flatten({ background: BACKDROP })
      .blur(BACKGROUND_BLUR_SIGMA)
      .linear(BACKGROUND_BRIGHTNESS, 0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const cover = await sharp(source)
      .resize({ ...card, fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(background.data, { raw: rawOf(background.info) })
      .composite([{ input: cover.data, raw: rawOf(cover.info), gravity: 'centre' }])
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY, progressive: true })
      .toBuffer();
  });
}

const rawOf = ({ width, height, channels }: sharp.OutputInfo) => ({
  width,
  height,
  channels: channels as sharp.Channels,
});
