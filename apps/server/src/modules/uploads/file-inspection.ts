import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DomainError } from '../../lib/domain-error.ts';
import { pdfHasActiveContent } from './pdf-inspection.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

/** Larger than any phone photo; a "PNG bomb" declares far more pixels than this. */
const MAX_PIXELS = 50_000_000;

export interface InspectedFile {
  mime: string;
  data: Buffer;
}

/**
 * The type comes from the bytes, never from the name or the declared type. Images
 * are decoded and re-encoded, which drops EXIF, GPS and anything hidden after the
 * image data; orientation is applied first so photos stay upright.
 */
export const inspectUpload = async (
  data: Buffer,
  allowed: readonly string[],
): Promise<InspectedFile> => {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !allowed.includes(detected.mime)) throw new DomainError('UNSUPPORTED_FILE_TYPE');
  if (detected.mime === 'application/pdf') {
    if (pdfHasActiveContent(data)) throw new DomainError('PDF_ACTIVE_CONTENT');
    return { mime: detected.mime, data };
  }
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const format =
      detected.mime === 'image/png' ? 'png' : detected.mime === 'image/webp' ? 'webp' : 'jpeg';
    const reencoded = await image
      .toFormat(format, format === 'jpeg' ? { quality: 90 } : {})
      .toBuffer();
    return { mime: detected.mime, data: reencoded };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new DomainError('IMAGE_TOO_LARGE');
    throw new DomainError('UNSUPPORTED_FILE_TYPE');
  }
};
