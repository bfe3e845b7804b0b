// One interface for uploaded files (catalogue images): a folder in DATA_DIR by default, S3-compatible storage when
// configured (DESIGN §5: uploads live outside the app process, so any number of instances serve the same files).
// The storages themselves, and the factory that picks one, import this file: create-object-storage.ts.
import type { S3Config } from './s3-storage';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  /** Writes the object whole (readers never see half of it); the same key again replaces it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  readonly kind: 'folder' | 's3';
}

/** Keys are ours (`catalogue/<sha256>.<ext>`); anything else is refused before it can name a path or a URL. */
export const OBJECT_KEY = /^[a-z0-9-]+\/[a-f0-9]{64}\.(png|jpg|webp)$/;

export function assertObjectKey(key: string): void {
  if (!OBJECT_KEY.test(key)) throw new Error(`invalid object key: ${key}`);
}

/** S3_* variables (README): all of endpoint, bucket and both keys, or none. */
export function s3ConfigFrom(env: NodeJS.ProcessEnv): S3Config | undefined {
  const endpoint = env.S3_ENDPOINT?.trim();
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return undefined;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  return { endpoint: endpoint.replace(/\/$/, ''), bucket, region: env.S3_REGION?.trim() || 'us-east-1', accessKeyId, secretAccessKey };
}
