// The fake's hosted pages: Connect onboarding, Checkout and a small dashboard to issue refunds by hand. Plain,
// accessible HTML (landmarks, headings, labelled buttons) so browser tests can use them the way a person does.

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (cents: number, currency: string) =>
  `${currency.toUpperCase() === 'USD' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function page(title: string, lang: string, body: string): string {
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f9fc;color:#1a1f36}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
button{font-size:1rem;padding:.75rem 1rem;border-radius:6px;border:1px solid #635bff;margin:.25rem 0;width:100%;cursor:pointer}
.primary{background:#635bff;color:#fff}.secondary{background:#fff;color:#3c3ab5}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem}
</style></head><body><main>${body}</main></body></html>`;
}

export function onboardingPage(linkId: string, account: { id: string; email?: string | null }): string {
  return page(
    'Set up payments — Stripe (local fake)',
    'en',
    `<h1>Set up payments</h1>
<p>Local fake of Stripe Connect onboarding for account <strong>${esc(account.id)}</strong>${account.email ? ` (${esc(account.email)})` : ''}.</p>
<form method="post" action="/connect/onboarding/${esc(linkId)}/complete"><button class="primary" type="submit">Complete onboarding</button></form>
<form method="post" action="/connect/onboarding/${esc(linkId)}/leave"><button class="secondary" type="submit">Return without finishing</button></form>`,
  );
}

const checkoutWords = {
  en: { title: 'Pay', pay: (a: string) => `Pay ${a}`, payLater: 'Pay by bank transfer (settles later)', cancel: 'Cancel and go back', note: 'Local fake of Stripe Checkout: no card is charged.', expired: 'This checkout session is no longer open.' },
  es: { title: 'Pagar', pay: (a: string) => `Pagar ${a}`, payLater: 'Pagar por transferencia bancaria (se acredita después)', cancel: 'Cancelar y volver', note: 'Simulación local de Stripe Checkout: no se cobra ninguna tarjeta.', expired: 'Esta sesión de pago ya no está abierta.' },
};

export function checkoutPage(session: { id: string; amount_total: number; currency: string; locale: string | null; status: string; productName: string; businessName: string | null }): string {
  const w = session.locale === 'es' ? checkoutWords.es : checkoutWords.en;
  const amount = money(session.amount_total, session.currency);
  const lang = session.locale === 'es' ? 'es' : 'en';
  if (session.status !== 'open') return page(w.title, lang, `<h1>${esc(w.title)}</h1><p role="alert">${esc(w.expired)}</p>`);
  return page(
    `${w.title} ${amount}`,
    lang,
    `<h1>${esc(session.businessName ?? w.title)}</h1>
<p>${esc(session.productName)}</p><p><strong>${esc(amount)}</strong></p>
<form method="post" action="/checkout/${esc(session.id)}/pay"><button class="primary" type="submit">${esc(w.pay(amount))}</button></form>
<form method="post" action="/checkout/${esc(session.id)}/pay?delayed=1"><button class="secondary" type="submit">${esc(w.payLater)}</button></form>
<form method="post" action="/checkout/${esc(session.id)}/cancel"><button class="secondary" type="submit">${esc(w.cancel)}</button></form>
<p><small>${esc(w.note)}</small></p>`,
  );
}

export function dashboardPage(rows: { account: string; session: string; paymentIntent: string | null; amount: number; refunded: number; currency: string; status: string; paymentStatus: string }[]): string {
  const body = rows.length
    ? `<table><caption>Checkout sessions</caption><thead><tr><th scope="col">Account</th><th scope="col">Session</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Refund</th></tr></thead><tbody>${rows
        .map(
          (r) => `<tr><td>${esc(r.account)}</td><td>${esc(r.session)}</td><td>${money(r.amount, r.currency)}${r.refunded ? ` (refunded ${money(r.refunded, r.currency)})` : ''}</td><td>${esc(`${r.status} / ${r.paymentStatus}`)}</td><td>${
            r.paymentIntent && r.refunded < r.amount
              ? `<form method="post" action="/dashboard/refund"><input type="hidden" name="account" value="${esc(r.account)}"><input type="hidden" name="payment_intent" value="${esc(r.paymentIntent)}"><label>Amount in cents <input name="amount" inputmode="numeric" value="${r.amount - r.refunded}"></label><button type="submit">Refund</button></form>`
              : ''
          }</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No checkout sessions yet.</p>';
  return page('Stripe (local fake) — dashboard', 'en', `<h1>Stripe (local fake)</h1>${body}`);
}
