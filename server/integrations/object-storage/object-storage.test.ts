import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3';
import { FolderStorage } from './folder-storage';
import { s3ConfigFrom, type ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';
import { signRequest } from './sigv4';

const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const keyOf = (bytes: Buffer) => `catalogue/${crypto.createHash('sha256').update(bytes).digest('hex')}.png`;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);

describe('SigV4', () => {
  it("matches AWS's published example (GET /test.txt, Range bytes=0-9)", () => {
    const { signature, authorization } = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      credentials,
    });
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

function behavesAsStorage(name: string, make: () => ObjectStorage) {
  describe(name, () => {
    it('stores, reads back, replaces and deletes an object; a missing one is null', async () => {
      const storage = make();
      const key = keyOf(png);
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, png, 'image/png');
      expect(await storage.get(key)).toEqual({ bytes: png, contentType: 'image/png' });
      await storage.put(key, png, 'image/png');
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
    });

    it('refuses keys that are not ours (no path or URL tricks)', async () => {
      const storage = make();
      for (const key of ['../../etc/passwd', 'catalogue/../x.png', 'catalogue/abc.png', `catalogue/${'a'.repeat(64)}.svg`]) {
        await expect(storage.put(key, png, 'image/png')).rejects.toThrow(/invalid object key/);
      }
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
behavesAsStorage('folder storage', () => new FolderStorage(dir));

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3({ ...credentials, bucket: 'picket-test' });
});
afterAll(() => fake.close());
behavesAsStorage('S3 storage against the local fake', () => new S3Storage({ ...credentials, endpoint: fake.url, bucket: 'picket-test' }));

describe('S3 storage', () => {
  it('signs every request: the fake refuses a wrong secret with 403 and the client says so', async () => {
    const wrong = new S3Storage({ ...credentials, secretAccessKey: 'not-the-secret', endpoint: fake.url, bucket: 'picket-test' });
    await expect(wrong.put(keyOf(png), png, 'image/png')).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403 });
  });

  it('is configured by S3_* together, or not at all', () => {
    expect(s3ConfigFrom({})).toBeUndefined();
    expect(() => s3ConfigFrom({ S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(s3ConfigFrom({ S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      endpoint: 'http://127.0.0.1:9000', bucket: 'b', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 's',
    });
  });
});
