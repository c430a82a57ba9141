import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { toaster } from '../ui/toaster';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The spec gives the newsletter box no back end yet, so a valid address only gets a notice.
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!emailPattern.test(email.trim())) {
      setError('Informe um e-mail válido');
      return;
    }
    setError(null);
    setEmail('');
    toaster.create({
      type: 'info',
      title: 'Obrigado pelo interesse!',
      description: 'A newsletter da Sampleteca chega em breve.',
    });
  };

  return (
    <Stack asChild gap="3" w="full" maxW="md">
      <form onSubmit={submit} noValidate aria-label="Newsletter">
        <Field.Root invalid={error !== null}>
          <Field.Label>Receba novidades no seu e-mail</Field.Label>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w="full">
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="voce@exemplo.com.br"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              bg="bg"
            />
            <Button type="submit" colorPalette="brand" flexShrink={0}>
              Inscrever
            </Button>
          </Stack>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      </form>
    </Stack>
  );
}
