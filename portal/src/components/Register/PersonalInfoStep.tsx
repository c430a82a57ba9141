import { Button, Checkbox, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { paths, registerStepPath } from '../../routes/paths';
import { registerPersonalSchema, type RegisterPersonalValues } from '../../schemas/registerPersonalSchema';
import { Panel } from '../Common/Panel';
import { FormActions } from '../Form/FormActions';
import { FieldGrid } from '../Form/FieldGrid';
import { FormField } from '../Form/FormField';
import { PhoneCpfCepFields } from '../Form/PhoneCpfCepFields';
import { PasswordInput } from '../Form/PasswordInput';
import { readRegisterDraft, saveRegisterDraft } from './registerDraft';

export type PersonalField = Exclude<keyof RegisterPersonalValues, 'acceptedTerms'>;

/** Errors the server found at sign-up (step 2) on this step's fields, carried back in the route state. */
export interface PersonalStepState {
  fieldErrors?: { field: PersonalField; message: string }[];
}

export const personalFields: readonly PersonalField[] = [
  'fullName',
  'email',
  'password',
  'phone',
  'cpf',
  'cep',
  'producer',
];

export function PersonalInfoStep() {
  const navigate = useNavigate();
  const location = useLocation();
  const [draft] = useState(readRegisterDraft);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerPersonalSchema),
    defaultValues: {
      fullName: draft?.fullName ?? '',
      email: draft?.email ?? '',
      password: draft?.password ?? '',
      phone: draft?.phone ?? '',
      cpf: draft?.cpf ?? '',
      cep: draft?.cep ?? '',
      producer: draft?.producer ?? '',
      acceptedTerms: draft !== null,
    },
  });
  const acceptedTerms = useWatch({ control, name: 'acceptedTerms' });

  const serverErrors = (location.state as PersonalStepState | null)?.fieldErrors;
  useEffect(() => {
    serverErrors?.forEach(({ field, message }, index) =>
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [serverErrors, setError]);

  // The account already exists: only the e-mail confirmation is left.
  if (draft?.userId) return <Navigate to={registerStepPath(3)} replace />;

  const submit = (values: RegisterPersonalValues) => {
    const { acceptedTerms: _accepted, ...fields } = values;
    saveRegisterDraft(fields);
    navigate(registerStepPath(2));
  };

  return (
    <Panel asChild>
      <form onSubmit={handleSubmit(submit)} noValidate aria-labelledby="passo-titulo">
        <Heading as="h2" id="passo-titulo" size="xl" mb="6">
          Preencha suas informações pessoais
        </Heading>
        <FieldGrid>
          <FormField label="Nome completo" error={errors.fullName?.message} required>
            <Input {...register('fullName')} autoComplete="name" />
          </FormField>
          <FormField label="E-mail" error={errors.email?.message} required>
            <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
          </FormField>
          <FormField label="Senha" error={errors.password?.message} helperText="Pelo menos 6 caracteres." required>
            <PasswordInput {...register('password')} autoComplete="new-password" />
          </FormField>
          <PhoneCpfCepFields control={control} />
          <Stack gridColumn={{ md: 'span 2' }}>
            <FormField label="Produtora/selo" error={errors.producer?.message} required>
              <Input {...register('producer')} autoComplete="organization" />
            </FormField>
          </Stack>
        </FieldGrid>

        <Controller
          control={control}
          name="acceptedTerms"
          render={({ field }) => (
            <Checkbox.Root
              mt="6"
              colorPalette="brand"
              alignItems="flex-start"
              checked={field.value}
              onCheckedChange={({ checked }) => field.onChange(checked === true)}
              name={field.name}
            >
              <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                Li e aceito os{' '}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={paths.termsOfUse} target="_blank">
                    termos de uso
                  </RouterLink>
                </Link>{' '}
                e a{' '}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={paths.privacyPolicy} target="_blank">
                    política de privacidade
                  </RouterLink>
                </Link>
                .
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />

        <FormActions>
          <Text fontSize="sm" color="fg.muted">
            {acceptedTerms ? 'Tudo certo? Vamos para as redes sociais.' : 'Aceite os termos para continuar.'}
          </Text>
          <Button
            type="submit"
            colorPalette="brand"
            rounded="full"
            size="lg"
            disabled={!acceptedTerms}
            loading={isSubmitting}
          >
            Próximo
          </Button>
        </FormActions>
      </form>
    </Panel>
  );
}
