// Issue 25: the signed approval as evidence (API, PGlite and PostgreSQL).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteSignatures, signedCopyLetters } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { approvalBody, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';
import { deliverDueSignedCopies, SIGNED_COPY_LEASE_MS } from './quote-signed-copy';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let customerId: string;
let panelId: string;

beforeAll(async () => {
  const a = await makeContractor(testApp.db);
  const b = await makeContractor(testApp.db);
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
    // Without SMTP the letters go to the outbox, as before; the queued work runs here as the signed-copies queue runs it.
    await deliverDueSignedCopies(testApp.db, { transport: null, from: 'x@y.z' }, { quoteId: quote.id });
    await deliverDueSignedCopies(testApp.db, { transport: null, from: 'x@y.z' }, { quoteId: quote.id, now: new Date(Date.now() + 86_400_000) });
    const mailed = (await alice.get(`/api/quotes/${quote.id}`)).json().history.filter((h: { type: string }) => h.type === 'signed_copy_mailed');
    expect(mailed.map((m: { data: { to: string } }) => m.data.to).sort()).toEqual(['c***@example.test', 'd***@example.com']);
    expect(mailed.map((m: { data: { delivery: string } }) => m.data.delivery)).toEqual(['outbox', 'outbox']);
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

/** A transport that records what SMTP accepted; `failing` turns SMTP down. */
function fakeSmtp() {
  const smtp = {
    failing: false,
    accepted: [] as { to: string; messageId: string; filename: string }[],
    mailer: {
      from: 'Picket <no-reply@picket.example>',
      transport: {
        sendMail: async (m: { to: string; messageId: string; attachments: { filename: string }[] }) => {
          if (smtp.failing) throw new Error('421 service not available');
          smtp.accepted.push({ to: m.to, messageId: m.messageId, filename: m.attachments[0].filename });
          return {};
        },
      },
    } as unknown as Parameters<typeof deliverDueSignedCopies>[1],
  };
  return smtp;
}

const lettersOf = (quoteId: string) => testApp.db.select().from(signedCopyLetters).where(eq(signedCopyLetters.quoteId, quoteId)).orderBy(signedCopyLetters.recipient);
const mailedHistory = async (quoteId: string) =>
  (await alice.get(`/api/quotes/${quoteId}`)).json().history.filter((h: { type: string }) => h.type === 'signed_copy_mailed') as { data: { to: string; delivery: string } }[];
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('the signed copy as queued work', () => {
  it('the approval answers without sending; the queued work sends both letters once', async () => {
    const { quote, token } = await sentQuote();
    const res = await approve(token);
    expect(res.statusCode, res.body).toBe(200);
    // Answered: both letters wait in the queue, nothing mailed or recorded yet.
    expect((await lettersOf(quote.id)).map((l) => [l.recipient, l.status])).toEqual([['contractor', 'queued'], ['homeowner', 'queued']]);
    expect(await mailedHistory(quote.id)).toEqual([]);
    const smtp = fakeSmtp();
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id })).toEqual(['sent', 'sent']);
    expect(smtp.accepted.map((m) => m.to).sort()).toEqual(['dana.reyes@example.com', expect.stringMatching(/@example\.test$/)].sort());
    expect(smtp.accepted.every((m) => /^quote-\d+-signed\.pdf$/.test(m.filename))).toBe(true);
    // Sent is final: later runs, a second approval, a lease long over, send nothing more.
    await approve(token);
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id, now: minutes(24 * 60), leaseMs: 1 })).toEqual([]);
    expect(smtp.accepted).toHaveLength(2);
    expect((await lettersOf(quote.id)).map((l) => [l.status, l.attempts])).toEqual([['sent', 1], ['sent', 1]]);
    expect((await mailedHistory(quote.id)).map((m) => m.data.delivery)).toEqual(['sent', 'sent']);
  });

  it('SMTP failing: retried later with back-off and sent once; after a few tries, recorded as failed', async () => {
    const { quote, token } = await sentQuote();
    await approve(token);
    const smtp = fakeSmtp();
    smtp.failing = true;
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id })).toEqual(['retry', 'retry']);
    expect(await mailedHistory(quote.id)).toEqual([]);
    // Not due again before its back-off is over.
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id })).toEqual([]);
    smtp.failing = false;
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id, now: minutes(2) })).toEqual(['sent', 'sent']);
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id, now: minutes(60) })).toEqual([]);
    expect(smtp.accepted).toHaveLength(2);
    expect((await lettersOf(quote.id)).map((l) => [l.status, l.attempts])).toEqual([['sent', 2], ['sent', 2]]);
    expect((await mailedHistory(quote.id)).map((m) => m.data.delivery)).toEqual(['sent', 'sent']);

    // SMTP down for good: a few tries, then given up and recorded as failed, where the contractor sees the mail.
    const down = await sentQuote();
    await approve(down.token);
    smtp.failing = true;
    for (let hour = 0; hour < 5; hour++) await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: down.quote.id, now: minutes(hour * 60) });
    expect((await lettersOf(down.quote.id)).map((l) => [l.status, l.attempts])).toEqual([['failed', 5], ['failed', 5]]);
    expect((await mailedHistory(down.quote.id)).map((m) => m.data.delivery)).toEqual(['failed', 'failed']);
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: down.quote.id, now: minutes(24 * 60) })).toEqual([]);
  });

  it('a sender that died after claiming is taken over once its lease is over, and the letter sent once', async () => {
    const { quote, token } = await sentQuote();
    await approve(token);
    const [contractorLetter] = await lettersOf(quote.id);
    // The dead sender: it claimed the contractor's letter and never finished.
    await testApp.db.update(signedCopyLetters).set({ status: 'sending', claimedAt: new Date(), attempts: 1 }).where(eq(signedCopyLetters.id, contractorLetter.id));
    const smtp = fakeSmtp();
    // Within the lease only the homeowner's letter goes.
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id })).toEqual(['sent']);
    expect(smtp.accepted.map((m) => m.to)).toEqual(['dana.reyes@example.com']);
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id, now: minutes(5) })).toEqual([]);
    // Past the lease the sweep takes it over.
    const later = new Date(Date.now() + SIGNED_COPY_LEASE_MS + 60_000);
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id, now: later })).toEqual(['sent']);
    expect(await deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id, now: new Date(later.getTime() + SIGNED_COPY_LEASE_MS * 4) })).toEqual([]);
    expect(smtp.accepted).toHaveLength(2);
    expect(smtp.accepted[1].messageId).toBe(`<signed-copy-${contractorLetter.id}@picket.example>`);
    expect((await mailedHistory(quote.id)).map((m) => m.data.delivery)).toEqual(['sent', 'sent']);
  });

  it('a slow SMTP keeps its letter: the lease (claimed_at) is renewed while it sends', async () => {
    const { quote, token } = await sentQuote();
    await approve(token);
    const leases: [Date, Date][] = [];
    const sending = async () => (await lettersOf(quote.id)).find((l) => l.status === 'sending')!.claimedAt!;
    const slow = {
      from: 'Picket <no-reply@picket.example>',
      transport: {
        // Answers once the sender renewed its lease (every third of the test's 30 ms lease), however long that takes.
        sendMail: async () => {
          const claimed = await sending();
          let lease = claimed;
          for (let i = 0; i < 10_000 && lease.getTime() === claimed.getTime(); i++) {
            await new Promise((r) => setImmediate(r));
            lease = await sending();
          }
          leases.push([claimed, lease]);
          return {};
        },
      },
    } as unknown as Parameters<typeof deliverDueSignedCopies>[1];
    expect(await deliverDueSignedCopies(testApp.db, slow, { quoteId: quote.id, leaseMs: 30 })).toEqual(['sent', 'sent']);
    expect(leases.every(([claimed, lease]) => lease > claimed)).toBe(true);
  });

  it('two workers at once: each letter sent once', async () => {
    const { quote, token } = await sentQuote();
    await approve(token);
    const smtp = fakeSmtp();
    const [a, b] = await Promise.all([deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id }), deliverDueSignedCopies(testApp.db, smtp.mailer, { quoteId: quote.id })]);
    expect([...a, ...b].filter((o) => o === 'sent')).toHaveLength(2);
    expect(smtp.accepted.map((m) => m.to).sort()).toEqual([...new Set(smtp.accepted.map((m) => m.to))].sort());
    expect(smtp.accepted).toHaveLength(2);
    expect((await mailedHistory(quote.id)).map((m) => m.data.delivery)).toEqual(['sent', 'sent']);
  });
});
