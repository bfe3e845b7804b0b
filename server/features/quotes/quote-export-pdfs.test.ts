// Issue 26: the data export's ZIP carries each quote as a PDF and the signed copy when there is one (PGlite and
// PostgreSQL). Through the API: the exports feature gets the PDFs from this one via server/features/index.ts.
import { describe, expect, it } from 'vitest';
import { ApiClient, signedIn } from '../../test/api';
import { approvalBody, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';

const t = useTestApp();
const customer = (n: number) => ({ firstName: 'Ana', lastName: `Ruiz ${n}`, email: `ana${n}@example.com`, phone: `512-555-01${String(n).padStart(2, '0')}`, address: `${n} Main St`, city: 'Austin', state: 'TX', zipCode: '78701' });

/** The stored entries of a ZIP: name → content (the writer stores, never compresses). */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i++) {
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = offset + 30 + bytes.readUInt16LE(offset + 26);
    files.set(name, bytes.subarray(dataStart, dataStart + size).toString('utf8'));
    at += 46 + nameLength;
  }
  return files;
}

describe('quote PDFs in the data export', () => {
  it('adds each quote as a PDF and the signed copy when there is one, in the ZIP ', async () => {
    const c = await makeContractor(t.db);
    await seedDemoCatalogue(t.db, c.contractorId);
    const api = await signedIn(t.app, c);
    const homeownerId = (await api.post('/api/homeowners', customer(21))).json().id;
    const panelId = (await api.get('/api/catalogue')).json().styles[0].pricing[2].id;
    const draft = (await api.post('/api/quotes', { quoteType: 'cart', homeownerId, items: [{ catalogueItemId: panelId, part: 'panel', quantity: 3 }] })).json();
    const second = (await api.post('/api/quotes', { quoteType: 'cart', homeownerId, items: [{ catalogueItemId: panelId, part: 'panel', quantity: 4 }] })).json();
    const sent = (await api.post(`/api/quotes/${second.id}/send`, {})).json().quote;
    const token = new URL(sent.publicLink.url).pathname.split('/')[3];
    const approved = await new ApiClient(t.app, '198.51.100.9').post(`/api/public/quotes/${token}/approve`, approvalBody('Ana Ruiz 21'));
    expect(approved.statusCode, approved.body).toBe(200);

    const files = unzip((await api.get('/api/exports/zip')).rawPayload);
    const pdfs = [...files.keys()].filter((name) => name.endsWith('.pdf'));
    expect(pdfs).toEqual([`quotes/${draft.quoteNumber}.pdf`, `quotes/${second.quoteNumber}.pdf`, `quotes/${second.quoteNumber}-signed.pdf`]);
    for (const name of pdfs) expect(files.get(name)!.startsWith('%PDF-')).toBe(true);
    // The signed copy carries the evidence page: it is longer than the quote alone.
    expect(files.get(`quotes/${second.quoteNumber}-signed.pdf`)!.length).toBeGreaterThan(files.get(`quotes/${second.quoteNumber}.pdf`)!.length);
    const es = [...unzip((await api.get('/api/exports/zip?lang=es')).rawPayload).keys()];
    expect(es).toContain(`cotizaciones/${second.quoteNumber}-firmada.pdf`);
  });
});
