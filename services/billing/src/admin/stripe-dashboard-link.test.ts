import { stripeDashboardLink } from './stripe-dashboard-link';

describe('stripeDashboardLink', () => {
  it.each([
    ['no key (the local stand-in): no link', '', 'sub_1', null],
    ['a live key: the live dashboard', 'sk_live_abc', 'sub_1', 'https://dashboard.stripe.com/subscriptions/sub_1'],
    ['a test key: the test pages', 'sk_test_abc', 'sub_1', 'https://dashboard.stripe.com/test/subscriptions/sub_1'],
    ['a restricted test key too', 'rk_test_abc', 'sub_1', 'https://dashboard.stripe.com/test/subscriptions/sub_1'],
    [
      'an id escaped into one path segment',
      'sk_live_abc',
      'a/b?c',
      'https://dashboard.stripe.com/subscriptions/a%2Fb%3Fc',
    ],
  ])('%s', (_case, key, id, link) => {
    expect(stripeDashboardLink(key, id)).toBe(link);
  });
});
