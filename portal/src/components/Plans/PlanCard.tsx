import { Badge, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import type { Plan } from '../../api/types';
import { CheckIcon } from '../Icons/CheckIcon';
import { formatPlanPrice, intervalLabel } from './formatPlanPrice';
import { isFreePlan } from './usePlans';

// Three cards share a row from 768px, where the full-size price would not fit.
const priceFontSize = { base: '4xl', md: '2xl', lg: '4xl' };

/** What the card's button does: follow a link, run an action, or nothing (the person's current plan). */
export type PlanAction =
  { kind: 'link'; to: string } | { kind: 'button'; onClick: () => void; disabled?: boolean } | { kind: 'current' };

interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
}

function planCtaText(plan: Plan): string {
  return isFreePlan(plan) ? 'Começar grátis' : 'Assinar';
}

export function PlanCard({ plan, action }: PlanCardProps) {
  const headingId = `plano-${plan.id}`;
  const free = isFreePlan(plan);
  const highlighted = plan.tier === 'basic';
  const ctaText = planCtaText(plan);
  const ctaLabel = `${ctaText}: plano ${plan.title}`;
  const ctaVariant = highlighted ? 'solid' : 'outline';

  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      gap="6"
      p={{ base: '6', md: '5', lg: '8' }}
      rounded="2xl"
      bg="bg.panel"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'brand.border' : 'border.muted'}
      shadow={highlighted ? '0 0 0 6px rgba(109, 47, 224, 0.15)' : undefined}
    >
      <Stack gap="2">
        <Heading as="h3" id={headingId} size="xl">
          {plan.title}
        </Heading>
        <Text fontSize={priceFontSize} fontWeight="extrabold" whiteSpace="nowrap">
          {free || plan.value === 0 ? (
            'Grátis'
          ) : (
            <>
              {formatPlanPrice(plan.value)}
              {plan.interval && (
                <Text as="span" fontSize="lg" fontWeight="medium" color="fg.muted">
                  /{intervalLabel(plan.interval)}
                </Text>
              )}
            </>
          )}
        </Text>
      </Stack>
      <List.Root gap="3" variant="plain" flex="1">
        {plan.metadata.map((feature) => (
          <List.Item key={feature} alignItems="center">
            <List.Indicator asChild color="brand.fg">
              <CheckIcon boxSize="5" />
            </List.Indicator>
            {feature}
          </List.Item>
        ))}
      </List.Root>
      {action.kind === 'link' && (
        <Button asChild colorPalette="brand" variant={ctaVariant} rounded="full" size="lg">
          <RouterLink to={action.to} aria-label={ctaLabel}>
            {ctaText}
          </RouterLink>
        </Button>
      )}
      {action.kind === 'button' && (
        <Button
          colorPalette="brand"
          variant={ctaVariant}
          rounded="full"
          size="lg"
          aria-label={ctaLabel}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {ctaText}
        </Button>
      )}
      {action.kind === 'current' && (
        <Badge alignSelf="stretch" justifyContent="center" colorPalette="green" variant="surface" rounded="full" py="3">
          Seu plano atual
        </Badge>
      )}
    </Stack>
  );
}
