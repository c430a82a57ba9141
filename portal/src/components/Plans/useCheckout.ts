import { useMutation } from '@tanstack/react-query';

import { startCheckout } from '../../api/billing';

/**
 * `POST /api/checkout`: the provider's hosted checkout for a paid plan (spec 1 §7). The browser
 * leaves for the returned address at once; it comes back to /register/step/success, or to / when
 * the person gives up.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export type Checkout = ReturnType<typeof useCheckout>;
