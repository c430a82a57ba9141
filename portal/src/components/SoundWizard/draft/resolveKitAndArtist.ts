import { ApiError, errorMessage } from '../../../api/apiError';
import { createCreditedArtist, createDrumKit } from '../../../api/catalogue';
import { toaster } from '../../ui/toaster';
import type { Suggestion } from '../fields/SuggestionCombobox';

const drumKitFailed = (reason: string) => `Problema ao tentar criar este Drum Kit: ${reason}`;
const ARTIST_FAILED = 'Erro ao criar o novo artista.';

/** Thrown after the person was told what went wrong (a toast); the step stays as it is. */
export class AlreadyReported extends Error {}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/**
 * What a typed name stands for: nothing when empty, the suggestion picked while the name is still
 * its own, else what `create` makes (or finds) for the trimmed name.
 */
async function resolveName(
  name: string,
  picked: Suggestion | null,
  create: (trimmed: string) => Promise<Suggestion>,
): Promise<Suggestion | null> {
  if (!name.trim()) return null;
  if (picked && sameName(picked.name, name)) return picked;
  return create(name.trim());
}

/**
 * The drum kit the name stands for: the suggestion picked, else a new kit. A kit of the person's
 * with that name already (409 DRUM_KIT_EXISTS) is used, and the person is told so.
 */
export const resolveDrumKit = (name: string, picked: Suggestion | null, imageUrl: string | null) =>
  resolveName(name, picked, (trimmed) => createOrJoinDrumKit(trimmed, imageUrl));

/** The credited artist: the suggestion picked, else found or created by name with the cover (spec 02 §5). */
export const resolveArtist = (name: string, picked: Suggestion | null, imageUrl: string | null) =>
  resolveName(name, picked, (trimmed) => findOrCreateArtist(trimmed, imageUrl));

async function createOrJoinDrumKit(name: string, imageUrl: string | null): Promise<Suggestion> {
  try {
    const created = await createDrumKit(name, imageUrl);
    toaster.create({ type: 'success', title: created.message });
    return { id: created.drumKit.id, name: created.drumKit.name, imageUrl: created.drumKit.imageUrl };
  } catch (error) {
    const existing = error instanceof ApiError && error.code === 'DRUM_KIT_EXISTS' ? error.details?.drumKit : undefined;
    if (isSuggestion(existing)) {
      // Say which kit the sound joins: the name typed is one the person already has.
      toaster.create({
        type: 'info',
        title: `Você já tem o Drum Kit "${existing.name}": este som vai entrar nele.`,
      });
      return { id: existing.id, name: existing.name, imageUrl: existing.imageUrl ?? null };
    }
    const message = errorMessage(error, 'tente novamente em instantes.');
    toaster.create({ type: 'error', title: message.startsWith('Problema') ? message : drumKitFailed(message) });
    throw new AlreadyReported();
  }
}

async function findOrCreateArtist(name: string, imageUrl: string | null): Promise<Suggestion> {
  try {
    const result = await createCreditedArtist(name, imageUrl);
    if (result.created) toaster.create({ type: 'success', title: result.message ?? 'Novo artista criado!' });
    return result.artist;
  } catch {
    toaster.create({ type: 'error', title: ARTIST_FAILED });
    throw new AlreadyReported();
  }
}

function isSuggestion(value: unknown): value is Suggestion {
  const candidate = value as Partial<Suggestion> | null | undefined;
  return typeof candidate?.id === 'string' && typeof candidate.name === 'string';
}
