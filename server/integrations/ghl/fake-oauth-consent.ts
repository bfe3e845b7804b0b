// What a person's "Allow and connect" on the fake's choose-location page does, for API tests that need an OAuth grant
// without a browser: posts the page's form and follows nothing, returning where the fake redirects (with ?code&state).
export async function fakeChooseLocation(
  fakeUrl: string,
  args: { clientId: string; redirectUri: string; locationId: string; state?: string; decision?: 'allow' | 'deny' },
): Promise<{ redirect: URL; code: string | null; state: string | null }> {
  const res = await fetch(`${fakeUrl}/v2/oauth/chooselocation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: args.clientId,
      redirect_uri: args.redirectUri,
      state: args.state ?? '',
      locationId: args.locationId,
      decision: args.decision ?? 'allow',
    }),
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`The fake's choose-location page answered ${res.status}`);
  const redirect = new URL(location);
  return { redirect, code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state') };
}
