// A tiny S3 for tests: path-style PUT/GET/DELETE of objects in memory, every request's SigV4 signature checked the
// way S3 checks it (403 SignatureDoesNotMatch, 400 on a payload whose hash is not the one signed).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { payloadHash, signRequest, type SigV4Credentials } from './sigv4';

export interface FakeS3 {
  url: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: { method: string; path: string; status: number }[];
  close: () => Promise<void>;
}

const xmlError = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

export async function startFakeS3(options: SigV4Credentials & { bucket: string }): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const reply = (status: number, payload: Buffer | string = '', headers: Record<string, string> = {}) => {
        requests.push({ method: req.method ?? '', path: req.url ?? '', status });
        res.writeHead(status, { 'content-type': 'application/xml', ...headers });
        res.end(payload);
      };
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const auth = String(req.headers.authorization ?? '');
      const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/[^,]+, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
      if (!match || match[1] !== options.accessKeyId) return reply(403, xmlError('InvalidAccessKeyId'));
      const signed = Object.fromEntries(match[2].split(';').map((h) => [h, String(req.headers[h] ?? '')]));
      if (!signed.host || !signed['x-amz-date'] || !signed['x-amz-content-sha256']) return reply(403, xmlError('AccessDenied'));
      const expected = signRequest({ method: req.method ?? 'GET', url, headers: signed, credentials: options }).signature;
      if (expected !== match[3]) return reply(403, xmlError('SignatureDoesNotMatch'));
      if (signed['x-amz-content-sha256'] !== payloadHash(body)) return reply(400, xmlError('XAmzContentSHA256Mismatch'));
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== options.bucket) return reply(404, xmlError('NoSuchBucket'));
      const key = decodeURIComponent(rest.join('/'));
      if (req.method === 'PUT') {
        objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        return reply(200, '', { etag: `"${payloadHash(body).slice(0, 32)}"` });
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        return object ? reply(200, object.bytes, { 'content-type': object.contentType }) : reply(404, xmlError('NoSuchKey'));
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return reply(204);
      }
      return reply(405, xmlError('MethodNotAllowed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, objects, requests, close: () => new Promise((r) => server.close(() => r())) };
}
