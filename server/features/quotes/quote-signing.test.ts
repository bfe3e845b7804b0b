// Issue 25: the signed approval as evidence (API, PGlite and PostgreSQL).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteSignatures } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { approvalBody, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';
import { mailSignedCopy } from './quote-signing.service';
import { loadQuoteRow } from './quotes.service';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let aliceId: string;
let customerId: string;
let panelId: string;

beforeAll(async () => {
  const a = await makeContractor(testApp.db);
  const b = await makeContractor(testApp.db);
  aliceId = a.contractorId;
  await seedDemoCatalogue(testApp.db, a.contractorId);
  alice = await signedIn(testApp.app, a);
  bob = await signedIn(testApp.app, b);
  customerId = (await alice.post('/api/homeowners', { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' })).json().id;
  panelId = (await alice.get('/api/catalogue')).json().styles[0].pricing[2].id;
});

async function sentQuote(quantity = 5) {
  const q = (await alice.post('/api/quotes', { quoteType: 'cart', homeownerId: customerId, items: [{ catalogueItemId: panelId, part: 'panel', quantity }] })).json();
  const send = await alice.post(`/api/quotes/${q.id}/send`, {});
  expect(send.statusCode, send.body).toBe(200);
  return { quote: send.json().quote, token: new URL(send.json().quote.publicLink.url).pathname.split('/')[3] };
}

const approve = (token: string, body = approvalBody('Dana Reyes'), ip = '198.51.100.7') =>
  new ApiClient(testApp.app, ip).post(`/api/public/quotes/${token}/approve`, body, { headers: { 'user-agent': 'PhoneBrowser/2.0' } });

const signatureRows = (quoteId: string) =>
  testApp.database.query<{ signer_name: string; ip_address: string; user_agent: string; signature_svg: string; snapshot: string; public_link_id: string; snapshot_sha256: string; consent_version: string; consent_language: string }>(
    'select * from quote_signatures where quote_id = $1', [quoteId]);

describe('signing an approval', () => {
  it('stores the drawn signature, consent, time, where from (encrypted) and the record\'s hash, and shows them to the contractor', async () => {
    const { quote, token } = await sentQuote();
    const res = await approve(token, { ...approvalBody('Dana Reyes', [[[10, 10], [50, 60], [90, 20], [130, 70]]]), consentLanguage: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', signed: { name: 'Dana Reyes', version: 1, kind: 'drawn' } });
    const [raw] = await signatureRows(quote.id);
    // PII columns are ciphertext at rest; the link is named by its id, never its token.
    for (const col of [raw.signer_name, raw.ip_address, raw.user_agent, raw.signature_svg, raw.snapshot]) expect(col).toMatch(/^v1\./);
    const [link] = await testApp.database.query<{ public_link_id: string }>('select public_link_id from quotes where id = $1', [quote.id]);
    expect(raw.public_link_id).toBe(link.public_link_id);
    expect(JSON.stringify(raw)).not.toContain(token);
    expect(raw.consent_language).toBe('es');
    const detail = (await alice.get(`/api/quotes/${quote.id}`)).json();
    expect(detail.signature).toMatchObject({ signerName: 'Dana Reyes', kind: 'drawn', ip: '198.51.100.7', userAgent: 'PhoneBrowser/2.0', consentLanguage: 'es', quoteVersion: 1, sha256: raw.snapshot_sha256 });
    expect(detail.signature.signatureSvg).toMatch(/<path [^>]*d="M10 10Q50 60 70 40Q90 20 110 45L130 70"/);
    expect(detail.approval).toMatchObject({ ip: '198.51.100.7', userAgent: 'PhoneBrowser/2.0' });
    expect(detail.editable).toBe(false);
  });

  it('a typed signature is the name set in a handwriting font, as outlines', async () => {
    const { quote, token } = await sentQuote();
    expect((await approve(token, approvalBody('José Núñez'))).statusCode).toBe(200);
    const svg = (await alice.get(`/api/quotes/${quote.id}`)).json().signature.signatureSvg as string;
    expect(svg).toMatch(/^<svg [^>]*><path fill="#111827" d="M[^"]+"\/><\/svg>$/);
  });

  it('writes the evidence in the approval\'s transaction: when the evidence cannot be written, the quote is not approved', async () => {
    const { quote, token } = await sentQuote();
    await testApp.database.query(`create or replace function refuse_signature() returns trigger language plpgsql as $$ begin if new.quote_id = '${quote.id}' then raise exception 'disk full'; end if; return new; end $$`);
    await testApp.database.query('create trigger refuse_signature before insert on quote_signatures for each row execute function refuse_signature()');
    try {
      expect((await approve(token)).statusCode).toBe(500);
    } finally {
      await testApp.database.query('drop trigger refuse_signature on quote_signatures');
    }
    const detail = (await alice.get(`/api/quotes/${quote.id}`)).json();
    expect(detail).toMatchObject({ status: 'sent', approval: null, signature: null });
    expect((await approve(token)).statusCode).toBe(200);
    expect(await signatureRows(quote.id)).toHaveLength(1);
  });

  it('two approvals racing: one signature, the second answers with the first approval', async () => {
    const { quote, token } = await sentQuote();
    const [a, b] = await Promise.all([approve(token, approvalBody('Dana Reyes')), approve(token, approvalBody('Someone Else'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await signatureRows(quote.id);
    expect(rows).toHaveLength(1);
    expect(a.json().signed.name).toBe(b.json().signed.name);
  });

  it('refuses a consent version it does not know, and a drawing with no stroke', async () => {
    const { token } = await sentQuote();
    const stale = await approve(token, { ...approvalBody('Dana Reyes'), consentVersion: '2020-01-01' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0]).toMatchObject({ path: 'consentVersion', message: 'The consent text has changed. Please reload the page and read it again' });
    const empty = await approve(token, approvalBody('Dana Reyes', []));
    expect(empty.json().errors[0]).toMatchObject({ message: 'Please sign in the box' });
  });
});

describe('after signing', () => {
  it('refuses edits; a revision is a new linked quote, and approving it supersedes the signed one (lost, reason superseded)', async () => {
    const { quote, token } = await sentQuote();
    await approve(token);
    const edit = await alice.patch(`/api/quotes/${quote.id}`, { notes: 'late change' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: 'This quote is signed and locked. Make a revision to change it.', key: 'signedInErrors.quotes.signedLocked' });
    const revision = await alice.post(`/api/quotes/${quote.id}/revise`, {});
    expect(revision.statusCode, revision.body).toBe(201);
    const rev = revision.json();
    expect(rev).toMatchObject({ status: 'draft', revisionOf: { id: quote.id, quoteNumber: quote.quoteNumber, status: 'approved' }, signature: null });
    expect((await alice.patch(`/api/quotes/${rev.id}`, { notes: 'Gate moved to the left' })).statusCode).toBe(200);
    const sent = (await alice.post(`/api/quotes/${rev.id}/send`, {})).json().quote;
    const revToken = new URL(sent.publicLink.url).pathname.split('/')[3];
    expect((await new ApiClient(testApp.app).get(`/api/public/quotes/${revToken}`)).json().revisionOfQuoteNumber).toBe(quote.quoteNumber);
    expect((await alice.get(`/api/quotes/${quote.id}`)).json().status).toBe('approved'); // until the revision is approved
    expect((await approve(revToken)).statusCode).toBe(200);
    const old = (await alice.get(`/api/quotes/${quote.id}`)).json();
    expect(old).toMatchObject({ status: 'lost', lostReason: 'superseded', revisions: [{ id: rev.id, status: 'approved' }] });
    expect(old.signature).not.toBeNull(); // the signed record stays as it was
  });

  it('an unsigned quote is not revised (edit it instead)', async () => {
    const { quote } = await sentQuote();
    const res = await alice.post(`/api/quotes/${quote.id}/revise`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('signedInErrors.quotes.reviseUnsigned');
  });

  it('verify says intact, and altered once the stored record is tampered with', async () => {
    const { quote, token } = await sentQuote();
    await approve(token);
    const ok = (await alice.post(`/api/quotes/${quote.id}/signature/verify`, {})).json();
    expect(ok).toMatchObject({ intact: true });
    expect(ok.computedSha256).toBe(ok.storedSha256);
    // Someone with the key rewrites the stored record (a total made smaller) without being able to fix the hash.
    const [row] = await testApp.db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, quote.id));
    await testApp.db.update(quoteSignatures).set({ snapshot: row.snapshot.replace(/"totalCents":\d+/, '"totalCents":1') }).where(eq(quoteSignatures.quoteId, quote.id));
    const bad = (await alice.post(`/api/quotes/${quote.id}/signature/verify`, {})).json();
    expect(bad.intact).toBe(false);
    expect(bad.computedSha256).not.toBe(bad.storedSha256);
  });

  it('the signed PDF downloads from both pages; an unsigned quote has none', async () => {
    const { quote, token } = await sentQuote();
    expect((await alice.get(`/api/quotes/${quote.id}/signed-pdf`)).statusCode).toBe(404);
    await approve(token);
    for (const res of [await alice.get(`/api/quotes/${quote.id}/signed-pdf`), await new ApiClient(testApp.app).get(`/api/public/quotes/${token}/signed-pdf`)]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(2_000);
    }
  });

  it('mails the signed copy to the homeowner and the contractor once', async () => {
    const { quote, token } = await sentQuote();
    await approve(token);
    await approve(token);
    await mailSignedCopy(testApp.db, { transport: null, from: 'x@y.z' }, await loadQuoteRow(testApp.db, aliceId, quote.id));
    const mailed = (await alice.get(`/api/quotes/${quote.id}`)).json().history.filter((h: { type: string }) => h.type === 'signed_copy_mailed');
    expect(mailed.map((m: { data: { to: string } }) => m.data.to).sort()).toEqual(['c***@example.test', 'd***@example.com']);
  });

  it('another tenant\'s quote is not found for verify, revise and the signed PDF', async () => {
    const { quote, token } = await sentQuote();
    await approve(token);
    for (const res of [
      await bob.post(`/api/quotes/${quote.id}/signature/verify`, {}),
      await bob.post(`/api/quotes/${quote.id}/revise`, {}),
      await bob.get(`/api/quotes/${quote.id}/signed-pdf`),
    ]) expect(res.statusCode).toBe(404);
  });
});
