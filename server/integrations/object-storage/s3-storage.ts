// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) over fetch, path-style, signed with SigV4.
import { amzDate, payloadHash, signRequest } from './sigv4';
import { assertObjectKey, type ObjectStorage, type StoredObject } from './object-storage';

export interface S3Config {
  /** `https://s3.us-east-1.amazonaws.com`, `http://127.0.0.1:9000`, … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const TIMEOUT_MS = 15_000;

export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  constructor(private readonly config: S3Config) {}

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertObjectKey(key);
    const url = new URL(`${this.config.endpoint}/${encodeURIComponent(this.config.bucket)}/${key}`);
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': amzDate(new Date()),
      'x-amz-content-sha256': payloadHash(body ?? ''),
    };
    if (contentType) headers['content-type'] = contentType;
    const { authorization } = signRequest({ method, url, headers, credentials: this.config });
    const { host: _host, ...sent } = headers;
    return fetch(url, { method, headers: { ...sent, authorization }, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  private static async fail(what: string, res: Response): Promise<never> {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} answered ${res.status}: ${text}`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, contentType);
    if (!res.ok) await S3Storage.fail(`PUT ${key}`, res);
    await res.arrayBuffer();
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) await S3Storage.fail(`GET ${key}`, res);
    return { bytes: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) await S3Storage.fail(`DELETE ${key}`, res);
    await res.arrayBuffer();
  }
}
