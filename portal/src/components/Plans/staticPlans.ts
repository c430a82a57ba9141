// Mirrors the spec's plan option; a later issue loads these from the billing API.
export interface PlanOption {
  id: string;
  title: string;
  priceCents: number | null;
  interval: 'month' | null;
  note?: string;
  features: string[];
  highlighted?: boolean;
}

export const staticPlans: PlanOption[] = [
  {
    id: 'free',
    title: 'Free',
    priceCents: null,
    interval: null,
    note: 'Promoção de lançamento',
    features: ['Downloads ilimitados', 'Acapelas exclusivas', 'Samples exclusivos', 'Uploads ilimitados'],
  },
  {
    id: 'sound-basic',
    title: 'Sound Basic',
    priceCents: 2900,
    interval: 'month',
    features: ['Tudo do plano Free', 'Downloads exclusivos Basic', 'Colaboração entre artistas'],
    highlighted: true,
  },
  {
    id: 'sound-pro',
    title: 'Sound Pro',
    priceCents: 11900,
    interval: 'month',
    features: ['Tudo do plano Sound Basic', 'Acesso a conteúdos exclusivos'],
  },
];
