// @vitest-environment jsdom
// A page the server wrote for a visitor (no session cookie) says so: the first current-user check asks nothing (no 401
// in the console); every later check (after signing in, say) asks the server, where 401 still means no one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './current-user';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('fetchCurrentUser', () => {
  it('skips the request once when the page says no one is signed in, then asks', async () => {
    document.head.innerHTML = '<meta name="picket-session" content="none">';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCurrentUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('meta[name="picket-session"]')).toBeNull();
    expect(await fetchCurrentUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the page carries no hint (a session cookie was sent)', async () => {
    const user = { id: 'u1', email: 'a@example.com' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })));
    expect(await fetchCurrentUser()).toEqual(user);
  });
});
