export const IMAGE_PURPOSES = ['avatar', 'cover'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/**
 * What each purpose is stored as (all webp): avatars are square crops, covers keep their
 * proportions at a fixed width (never enlarged). `defaultSize` answers a URL without `?size=`.
 */
export const IMAGE_VARIANTS: Record<ImagePurpose, { sizes: number[]; defaultSize: number; square: boolean }> = {
  avatar: { sizes: [96, 256, 512], defaultSize: 256, square: true },
  cover: { sizes: [160, 640, 1280], defaultSize: 1280, square: false },
};

export const ALL_IMAGE_SIZES = [...new Set(Object.values(IMAGE_VARIANTS).flatMap((variant) => variant.sizes))].sort(
  (a, b) => a - b,
);

export function isImagePurpose(value: unknown): value is ImagePurpose {
  return typeof value === 'string' && (IMAGE_PURPOSES as readonly string[]).includes(value);
}

/** Upload types accepted, by what their first bytes say (never by name or declared type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export function isAcceptedImageType(mime: string | undefined): mime is AcceptedImageType {
  return mime !== undefined && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime);
}
