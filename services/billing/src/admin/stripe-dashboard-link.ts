/**
 * Where an administrator sees a subscription at the payment provider: Stripe's dashboard (its
 * test-mode pages for a test key). Without a key billing talks to the local stand-in, which
 * has checkout and portal pages but no dashboard: no link then.
 */
export function stripeDashboardLink(secretKey: string, subscriptionId: string): string | null {
  if (!secretKey) return null;
  const testMode = /^(sk|rk)_test_/.test(secretKey);
  return `https://dashboard.stripe.com/${testMode ? 'test/' : ''}subscriptions/${encodeURIComponent(subscriptionId)}`;
}
