import { Badge, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { CheckIcon } from '../Icons/CheckIcon';
import { formatPlanPrice, intervalLabel } from './formatPlanPrice';
import type { PlanOption } from './staticPlans';

// Three cards share a row from 768px, where the full-size price would not fit.
const priceFontSize = { base: '4xl', md: '2xl', lg: '4xl' };

interface PlanCardProps {
  plan: PlanOption;
  ctaTo: string;
}

export function PlanCard({ plan, ctaTo }: PlanCardProps) {
  const headingId = `plano-${plan.id}`;
  const ctaText = plan.priceCents === null ? 'Começar grátis' : 'Assinar';
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      gap="6"
      p={{ base: '6', md: '5', lg: '8' }}
      rounded="2xl"
      bg="bg.panel"
      borderWidth={plan.highlighted ? '2px' : '1px'}
      borderColor={plan.highlighted ? 'brand.border' : 'border.muted'}
      shadow={plan.highlighted ? '0 0 0 6px rgba(109, 47, 224, 0.15)' : undefined}
    >
      <Stack gap="2">
        <Heading as="h3" id={headingId} size="xl">
          {plan.title}
        </Heading>
        {plan.priceCents === null ? (
          <Text fontSize={priceFontSize} fontWeight="extrabold" whiteSpace="nowrap">
            Grátis
          </Text>
        ) : (
          <Text fontSize={priceFontSize} fontWeight="extrabold" whiteSpace="nowrap">
            {formatPlanPrice(plan.priceCents)}
            {plan.interval && (
              <Text as="span" fontSize="lg" fontWeight="medium" color="fg.muted">
                /{intervalLabel(plan.interval)}
              </Text>
            )}
          </Text>
        )}
        {plan.note && (
          <Badge alignSelf="flex-start" colorPalette="orange" variant="surface" rounded="full" px="3">
            {plan.note}
          </Badge>
        )}
      </Stack>
      <List.Root gap="3" variant="plain" flex="1">
        {plan.features.map((feature) => (
          <List.Item key={feature} alignItems="center">
            <List.Indicator asChild color="brand.fg">
              <CheckIcon boxSize="5" />
            </List.Indicator>
            {feature}
          </List.Item>
        ))}
      </List.Root>
      <Button asChild colorPalette="brand" variant={plan.highlighted ? 'solid' : 'outline'} rounded="full" size="lg">
        <RouterLink to={ctaTo} aria-label={`${ctaText}: plano ${plan.title}`}>
          {ctaText}
        </RouterLink>
      </Button>
    </Stack>
  );
}
