import { Button, Field, HStack, Input, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';

import { RetryAlert } from '../../Common/RetryAlert';
import { toaster } from '../../ui/toaster';
import { ChoiceGroup } from '../fields/ChoiceGroup';
import { updateSoundDraft } from '../draft/soundDraft';
import { newCategorySchema } from '../../../schemas/soundInfoSchema';
import { soundAddStepPath } from '../draft/soundSteps';
import { categoriesListFailed, useCategories, useCreateCategory, type Category } from '../hooks/useCategories';
import { useDraftStepForm } from './useDraftStepForm';
import { WizardStepForm } from './WizardStepForm';

interface CategoryValues {
  categoryId: string | null;
}

/** Step 3 (spec 02 §2): one category among the existing ones, or a new one. */
export function CategoryStep() {
  const navigate = useNavigate();
  const { draft, form } = useDraftStepForm<CategoryValues>((saved) => ({ categoryId: saved?.genres ?? null }));
  const categories = useCategories();
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | undefined>();

  const choose = (category: Category) => {
    form.setValue('categoryId', category.id);
    form.clearErrors('categoryId');
    setNewName('');
  };
  const create = useCreateCategory(choose);

  const listError = categories.isError ? categoriesListFailed(categories.error) : null;
  useEffect(() => {
    if (!listError) return;
    // The toaster renders synchronously, which React refuses during an effect: hence the microtask.
    queueMicrotask(() => toaster.create({ id: 'categories-list-error', type: 'error', title: listError }));
  }, [listError]);

  if (!draft) return <Navigate to={soundAddStepPath(1)} replace />;
  if (!draft.key || !draft.type) return <Navigate to={soundAddStepPath(2)} replace />;

  const list = categories.data ?? [];
  const nameOf = (id: string | null) => list.find((category) => category.id === id)?.name ?? '';

  const submitNew = () => {
    const parsed = newCategorySchema.safeParse(newName);
    if (!parsed.success) {
      setNewNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNewNameError(undefined);
    create.mutate(parsed.data);
  };
  const onNewKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here creates the category; it must not send the step.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submitNew();
  };

  const submit = ({ categoryId }: CategoryValues) => {
    if (!updateSoundDraft({ genres: categoryId, genreName: nameOf(categoryId) })) {
      navigate(soundAddStepPath(1), { replace: true });
      return;
    }
    navigate(soundAddStepPath(4));
  };
  // Spec 02 §2: back from step 3 goes to step 1.
  const back = () => {
    const categoryId = form.getValues('categoryId');
    updateSoundDraft({ genres: categoryId, genreName: nameOf(categoryId) });
    navigate(soundAddStepPath(1));
  };

  return (
    <WizardStepForm
      form={form}
      onValid={submit}
      title="Classifique seu som"
      description="Escolha o gênero que melhor descreve o seu som, ou crie um novo."
      onBack={back}
    >
      <Stack gap="8">
        {categories.isPending ? (
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" aria-busy="true" aria-label="Carregando categorias">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} h="12" rounded="xl" />
            ))}
          </SimpleGrid>
        ) : listError ? (
          <RetryAlert
            title={listError}
            description="Você ainda pode criar uma categoria abaixo."
            retrying={categories.isFetching}
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <Controller
            control={form.control}
            name="categoryId"
            rules={{ required: 'Selecione a categoria do seu som.' }}
            render={({ field, fieldState }) =>
              list.length === 0 ? (
                <Stack gap="1">
                  <Text color="fg.muted">Nenhuma categoria ainda: crie a primeira abaixo.</Text>
                  {fieldState.error && (
                    <Text color="fg.error" fontSize="sm">
                      {fieldState.error.message}
                    </Text>
                  )}
                </Stack>
              ) : (
                <ChoiceGroup
                  label="Categoria"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  sections={[{ options: list.map((category) => ({ value: category.id, label: category.name })) }]}
                  columns={{ base: 2, sm: 3 }}
                  size="sm"
                  compact
                  error={fieldState.error?.message}
                  focusRef={field.ref}
                />
              )
            }
          />
        )}

        <Field.Root invalid={Boolean(newNameError)}>
          <Field.Label>Nova categoria</Field.Label>
          <HStack gap="2" w="full" align="flex-start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              onKeyDown={onNewKeyDown}
              placeholder="Ex.: afro trap"
              autoComplete="off"
              flex="1"
              minW="0"
            />
            <Button
              type="button"
              variant="outline"
              colorPalette="brand"
              rounded="full"
              loading={create.isPending}
              onClick={submitNew}
              w={{ base: 'full', sm: 'auto' }}
            >
              Criar categoria
            </Button>
          </HStack>
          {newNameError ? (
            <Field.ErrorText>{newNameError}</Field.ErrorText>
          ) : (
            <Field.HelperText>Até 60 caracteres; ela fica disponível para todos.</Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </WizardStepForm>
  );
}
