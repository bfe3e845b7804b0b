// The text a PDF made by pdfkit shows, for tests: each content stream is inflated and the strings of its text
// operations (hex, in the standard fonts' WinAnsi encoding) are read in order, one line per operation.
import zlib from 'node:zlib';

// WinAnsi differs from Latin-1 only in 0x80–0x9F; the few pdfkit writes for our words.
const winAnsi: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x95: '•', 0x85: '…' };

const decode = (hex: string) => [...Buffer.from(hex, 'hex')].map((b) => winAnsi[b] ?? String.fromCharCode(b)).join('');

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (let at = raw.indexOf('stream\n'); at >= 0; ) {
    const end = raw.indexOf('\nendstream', at);
    if (end < 0) break;
    const body = pdf.subarray(at + 'stream\n'.length, end);
    let content: string;
    try {
      content = zlib.inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const m of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) out.push([...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1])).join(''));
    at = raw.indexOf('stream\n', end + '\nendstream'.length);
  }
  return out.join('\n');
}
