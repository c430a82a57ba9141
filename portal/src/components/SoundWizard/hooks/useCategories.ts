import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError, errorMessage } from '../../../api/apiError';
import { catalogueKeys, createCategory, fetchCategories, type Category } from '../../../api/catalogue';
import { toaster } from '../../ui/toaster';

export type { Category };

export const categoriesListFailed = (error: unknown) =>
  `Problemas ao tentar listar os gêneros: ${errorMessage(error, 'o catálogo não respondeu.')}`;

/** Every category (genre), for the wizard's chips. */
export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: fetchCategories,
  });
}

const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'pt-BR');

function isCategory(value: unknown): value is Category {
  const candidate = value as Partial<Category> | null | undefined;
  return typeof candidate?.id === 'string' && typeof candidate.name === 'string';
}

/**
 * Creates a category (stored lower-case) and hands it to `onReady`. One that exists already
 * (409 CATEGORY_EXISTS: the same name as a person reads it, 'Funk.' for 'funk') is only pointed
 * out, as information, named, and chosen (spec 02 §5).
 */
export function useCreateCategory(onReady: (category: Category) => void) {
  const queryClient = useQueryClient();
  const remember = (category: Category) =>
    queryClient.setQueryData<Category[]>(catalogueKeys.categories(), (list) =>
      list?.some((entry) => entry.id === category.id) ? list : [...(list ?? []), category].sort(byName),
    );

  return useMutation({
    mutationFn: createCategory,
    onSuccess: ({ category, message }) => {
      remember(category);
      onReady(category);
      toaster.create({ type: 'success', title: message });
    },
    onError: (error) => {
      const existing = error instanceof ApiError && error.code === 'CATEGORY_EXISTS' ? error.details?.category : null;
      if (isCategory(existing)) {
        remember(existing);
        onReady(existing);
        toaster.create({
          type: 'info',
          title: error.message,
          description: `Escolhemos a existente: ${existing.name}.`,
        });
        return;
      }
      toaster.create({
        type: 'error',
        title: `Problema ao tentar criar esta categoria: ${errorMessage(error, 'tente novamente em instantes.')}`,
      });
    },
  });
}
