// The fake's stand-in for HighLevel's marketplace "choose location" page: an accessible form listing the locations.
import type { FakeLocation } from './fake-ghl-store';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function chooseLocationPage(args: { locations: FakeLocation[]; clientId: string; redirectUri: string; state: string; scope: string; error?: string }): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const options = args.locations
    .map(
      (l, i) =>
        `<div class="option"><input type="radio" id="loc-${i}" name="locationId" value="${escape(l.id)}"${i === 0 ? ' checked' : ''}>` +
        `<label for="loc-${i}">${escape(l.name)} <span class="id">(${escape(l.id)})</span></label></div>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Choose a location – Fake HighLevel</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6fa; color: #1b2330; }
main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
fieldset { border: 1px solid #c9d1dd; border-radius: 6px; padding: 0.75rem 1rem; }
.option { padding: 0.4rem 0; }
.id { color: #4a5565; }
button { margin-top: 1rem; background: #155eef; color: #fff; border: 0; border-radius: 6px; padding: 0.6rem 1.2rem; font-size: 1rem; }
.error { color: #a4161a; }
</style>
</head>
<body>
<main>
<h1>Choose a location</h1>
<p>The app <strong>${escape(args.clientId)}</strong> asks to connect to one of your sub-accounts. It will be able to: ${escape(args.scope.split(' ').join(', '))}.</p>
${args.error ? `<p class="error" role="alert">${escape(args.error)}</p>` : ''}
<form method="post" action="/v2/oauth/chooselocation">
${hidden('client_id', args.clientId)}${hidden('redirect_uri', args.redirectUri)}${hidden('state', args.state)}${hidden('scope', args.scope)}
<fieldset>
<legend>Sub-account</legend>
${options || '<p>No locations yet.</p>'}
</fieldset>
<button type="submit" name="decision" value="allow">Allow and connect</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>
</main>
</body>
</html>`;
}
