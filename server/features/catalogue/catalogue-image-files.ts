// Uploaded catalogue images: checked (type by the file's own bytes, size), stored content-addressed, served back.
import crypto from 'node:crypto';
import { MAX_CATALOGUE_IMAGE_BYTES, type catalogueImageTypes } from '../../../core/catalogue/catalogue-admin.schema';
import { errorMessage } from '../../../core/error-messages';
import { fieldValidationError } from '../../../core/errors';
import type { ObjectStorage } from '../../integrations/object-storage/object-storage';

type ImageType = (typeof catalogueImageTypes)[number];

const extensions: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const contentTypeOfExtension: Record<string, ImageType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** What the bytes are, by their signature; the declared type must agree (a renamed HTML file is not an image). */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export async function storeCatalogueImage(storage: ObjectStorage, image: { contentType: ImageType; dataBase64: string }) {
  const text = image.dataBase64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 !== 0) throw fieldValidationError('image.dataBase64', errorMessage('signedInErrors.catalogue.imageNotImage'));
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MAX_CATALOGUE_IMAGE_BYTES) throw fieldValidationError('image.dataBase64', errorMessage('signedInErrors.catalogue.imageTooLarge'));
  if (sniffImageType(bytes) !== image.contentType) throw fieldValidationError('image.dataBase64', errorMessage('signedInErrors.catalogue.imageNotImage'));
  const storageKey = `catalogue/${crypto.createHash('sha256').update(bytes).digest('hex')}.${extensions[image.contentType]}`;
  await storage.put(storageKey, bytes, image.contentType);
  return { storageKey, contentType: image.contentType, bytes: bytes.length };
}

/** The public address of a stored image: the name is its content hash, so it never changes and caches for good. */
export const catalogueImageUrl = (storageKey: string) => `/api/catalogue/images/${storageKey.split('/').at(-1)}`;
