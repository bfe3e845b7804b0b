// AWS Signature Version 4 for S3 requests with a signed payload hash (docs.aws.amazon.com/AmazonS3/latest/API/
// sig-v4-header-based-auth.html). Pure: the client signs with it, the local fake verifies with it, and a test checks
// it against AWS's published example.
import crypto from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();

export const payloadHash = (body: Buffer | string = '') => sha256Hex(body);

/** `20130524T000000Z` */
export const amzDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Each path segment URI-encoded once (RFC 3986 unreserved characters stay), slashes kept. */
export const canonicalUri = (pathname: string) =>
  pathname.split('/').map((s) => encodeURIComponent(decodeURIComponent(s)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');

const canonicalQuery = (search: URLSearchParams) =>
  [...search.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/**
 * The signature of a request whose headers already carry `host`, `x-amz-date` and `x-amz-content-sha256`; every
 * header given is signed. Returns the Authorization header value and the signature.
 */
export function signRequest(args: { method: string; url: URL; headers: Record<string, string>; credentials: SigV4Credentials; service?: string }) {
  const { method, url, credentials } = args;
  const service = args.service ?? 's3';
  const headers = Object.entries(args.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const);
  headers.sort(([a], [b]) => (a < b ? -1 : 1));
  const date = headers.find(([k]) => k === 'x-amz-date')?.[1];
  const bodyHash = headers.find(([k]) => k === 'x-amz-content-sha256')?.[1];
  if (!date || !bodyHash) throw new Error('x-amz-date and x-amz-content-sha256 must be set before signing');
  const signedHeaders = headers.map(([k]) => k).join(';');
  const canonicalRequest = [
    method.toUpperCase(),
    canonicalUri(url.pathname),
    canonicalQuery(url.searchParams),
    headers.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    bodyHash,
  ].join('\n');
  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service), 'aws4_request');
  const signature = crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
