import { z } from 'zod/mini';

// Spec 02 §5, with the catalogue's own texts for sound name and description.
const nameLimit = (subject: 'O nome' | 'A descrição') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${subject} deve conter pelo menos 1 caracter`),
      z.maxLength(255, `${subject} deve conter no máximo 255 caracteres`),
    );

export const soundInfoSchema = z.object({
  soundName: nameLimit('O nome'),
  description: nameLimit('A descrição'),
  drumKitName: z.string().check(z.trim(), z.maxLength(255, 'O nome do Drum Kit deve conter no máximo 255 caracteres')),
  artistName: z.string().check(z.trim(), z.maxLength(255, 'O nome do artista deve conter no máximo 255 caracteres')),
  plan: z.literal('free'),
  audioId: z.string().check(z.minLength(1, 'Envie a música do seu som.')),
  coverUrl: z.string().check(z.minLength(1, 'Envie a imagem de capa do seu som.')),
});

export type SoundInfoValues = z.infer<typeof soundInfoSchema>;

export const newCategorySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Digite o nome da nova categoria.'),
    z.maxLength(60, 'A categoria deve ter de 1 a 60 caracteres.'),
  );
