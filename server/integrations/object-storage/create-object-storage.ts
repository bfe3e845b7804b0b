// Picks the storage at start-up: S3-compatible storage when S3_* is configured, else a folder in DATA_DIR.
import path from 'node:path';
import { FolderStorage } from './folder-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage, type S3Config } from './s3-storage';

export function createObjectStorage(options: { dataDir: string; s3?: S3Config }): ObjectStorage {
  return options.s3 ? new S3Storage(options.s3) : new FolderStorage(path.join(options.dataDir, 'uploads'));
}
