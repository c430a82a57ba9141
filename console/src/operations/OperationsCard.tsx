import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface OperationsCardProps {
  /** The h2's id, which names the section for assistive technology. */
  id: string;
  /** Translation keys of the heading and of the line under it. */
  title: string;
  help?: string;
  children: ReactNode;
}

/** One section of the Operações page: a card named by its h2 heading. */
export function OperationsCard({ id, title, help, children }: OperationsCardProps) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardHeader
        title={translate(title)}
        subheader={help ? translate(help) : undefined}
        slotProps={{ title: { component: 'h2', variant: 'h6', id } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
