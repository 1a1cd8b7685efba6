/** The demo photo pool: JPEGs the seed stores as Payload media under these file names. */
export const LISTING_PHOTO_COUNT = 8
export const listingPhotoName = (i: number) => `listing-photo-${String(i + 1).padStart(2, '0')}.jpg`
export const defaultPhotoUrls: readonly string[] = Array.from(
  { length: LISTING_PHOTO_COUNT },
  (_, i) => `/api/media/file/${listingPhotoName(i)}`,
)
