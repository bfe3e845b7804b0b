// Uploaded files as plain files under DATA_DIR/uploads: the embedded default (one machine, like PGlite).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertObjectKey, type ObjectStorage, type StoredObject } from './object-storage';

const contentTypes: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

export class FolderStorage implements ObjectStorage {
  readonly kind = 'folder' as const;
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertObjectKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed: a reader sees the old file or the new one, never a half-written one.
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const bytes = await fs.readFile(this.pathOf(key));
      return { bytes, contentType: contentTypes[path.extname(key)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
