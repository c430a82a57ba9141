import { useEffect, useState } from 'react';

import type { Plan } from '../../api/types';
import { CheckoutLauncher } from './CheckoutLauncher';
import { PlanList } from './PlanList';
import { useCheckout } from './useCheckout';
import { isFreePlan } from './usePlans';

interface PlanChooserProps {
  /** Choosing Free needs no payment; without this the Free card shows as the current plan. */
  onChooseFree?: () => void;
}

/** The plan list; choosing a paid plan replaces it with the checkout launcher, which redirects at once. */
export function PlanChooser({ onChooseFree }: PlanChooserProps) {
  const checkout = useCheckout();
  const [chosen, setChosen] = useState<Plan | null>(null);

  // Back from the hosted checkout, the browser may restore this page as it was left ("redirecting"):
  // show the plans again instead.
  const { reset } = checkout;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      setChosen(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  if (chosen) {
    return (
      <CheckoutLauncher
        plan={chosen}
        checkout={checkout}
        onBack={() => {
          checkout.reset();
          setChosen(null);
        }}
      />
    );
  }

  return (
    <PlanList
      action={(plan) => {
        if (isFreePlan(plan)) return onChooseFree ? { kind: 'button', onClick: onChooseFree } : { kind: 'current' };
        return {
          kind: 'button',
          onClick: () => {
            setChosen(plan);
            checkout.mutate(plan.id);
          },
        };
      }}
    />
  );
}
