import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { addressBucket } from '../../plugins/address-bucket';
import { claimLoginAttempt, LOGIN_ACCOUNT_FAILURE_LIMIT, LOGIN_IP_FAILURE_LIMIT, throttleKeys } from './login-throttle';

const testApp = useTestApp();
const login = (ip: string, email: string, password: string) => new ApiClient(testApp.app, ip).login(email, password);
const stranger = () => `nobody-${crypto.randomBytes(4).toString('hex')}@example.test`;

/** Failed attempts of made-up accounts from one address, counted as the login route counts them. */
async function failFrom(ip: string, times: number) {
  for (let i = 0; i < times; i++) await claimLoginAttempt(testApp.db, { ip, email: stranger() });
}

describe('address buckets', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:eeee:dddd:cccc', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (ip, bucket) => expect(addressBucket(ip)).toBe(bucket));
});

describe('fair login throttling (DESIGN §4)', () => {
  it('locks out the account that failed, never its colleagues behind the same office router', async () => {
    const office = '198.51.100.10';
    const [alice, bob, carol] = await Promise.all([makeContractor(testApp.db), makeContractor(testApp.db), makeContractor(testApp.db)]);
    for (let i = 0; i < LOGIN_ACCOUNT_FAILURE_LIMIT; i++) expect((await login(office, alice.email, 'mistyped')).statusCode).toBe(401);
    const locked = await login(office, alice.email, alice.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', key: 'errors.auth.loginThrottled', params: { minutes: 15 } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Alice's account is locked from anywhere; her colleagues sign in from the same address.
    expect((await login('192.0.2.99', alice.email, alice.password)).statusCode).toBe(429);
    expect((await login(office, bob.email, bob.password)).statusCode).toBe(200);
    expect((await login(office, carol.email, 'typo')).statusCode).toBe(401);
    expect((await login(office, carol.email, carol.password)).statusCode).toBe(200);
  });

  it(`refuses an address after ${LOGIN_IP_FAILURE_LIMIT} failures across accounts, and only that address`, async () => {
    const ip = '198.51.100.20';
    const dave = await makeContractor(testApp.db);
    await failFrom(ip, LOGIN_IP_FAILURE_LIMIT - 1);
    expect((await login(ip, dave.email, dave.password)).statusCode).toBe(200);
    expect((await login(ip, stranger(), 'guess')).statusCode).toBe(401);
    const refused = await login(ip, dave.email, dave.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login('198.51.100.21', dave.email, dave.password)).statusCode).toBe(200);
  });

  it('counts an IPv6 network by its /64, so changing addresses does not escape the bar', async () => {
    const erin = await makeContractor(testApp.db);
    for (let i = 0; i < LOGIN_IP_FAILURE_LIMIT; i++) await claimLoginAttempt(testApp.db, { ip: `2001:db8:aa:bb::${(i + 1).toString(16)}`, email: stranger() });
    expect((await login('2001:db8:aa:bb:1234:5678:9abc:def0', erin.email, erin.password)).statusCode).toBe(429);
    expect((await login('2001:db8:aa:cc::1', erin.email, erin.password)).statusCode).toBe(200);
  });

  it('counts no successful sign-in against anyone, not even while it is being checked', async () => {
    const frank = await makeContractor(testApp.db);
    const ip = '198.51.100.30';
    for (let i = 0; i < LOGIN_ACCOUNT_FAILURE_LIMIT + 5; i++) expect((await login(ip, frank.email, frank.password)).statusCode).toBe(200);
    const rows = await testApp.database.query<{ n: number }>(`select count(*)::int as n from rate_limit_events where key = any($1)`, [throttleKeys(ip, frank.email)]);
    expect(rows[0]!.n).toBe(0);
  });

  it('holds a burst of simultaneous guesses to the bar: each is counted before the password is checked', async () => {
    const grace = await makeContractor(testApp.db);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`203.0.113.${i + 1}`, grace.email, `guess-${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_ACCOUNT_FAILURE_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - LOGIN_ACCOUNT_FAILURE_LIMIT);
  });
});
