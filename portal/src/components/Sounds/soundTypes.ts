import { soundResponseTypeValues, type components } from '@sampleteca/clients-shared/api';

// Catalogue shapes, read from the generated OpenAPI schemas so a changed contract breaks the build.
export type Sound = components['schemas']['SoundResponse'];
export type SoundPage = components['schemas']['SoundPage'];
export type SoundFacets = components['schemas']['SoundFacets'];
export type FacetValue = components['schemas']['FacetValue'];
export type SoundType = Sound['type'];
/** One of the 24 keys (a sound without one has key null). */
export type MusicalKey = NonNullable<Sound['key']>;
export type DrumKit = components['schemas']['DrumKitResponse'];
export type DrumKitDetails = components['schemas']['DrumKitDetails'];
export type ArtistProfile = components['schemas']['ArtistProfileResponse'];

/** Spec 02 §1: the four sound types, in the order the filter shows them. */
export const SOUND_TYPES: readonly SoundType[] = soundResponseTypeValues;

/** Spec 02 §9: lists page by 20 (the API's default too). */
export const PAGE_SIZE = 20;

export const isSoundType = (value: unknown): value is SoundType => SOUND_TYPES.includes(value as SoundType);

/** A type written in an address in any case ('acapelas') as the API spells it ('Acapelas'). */
export function soundTypeFrom(value: string | null | undefined): SoundType | undefined {
  if (!value) return undefined;
  return SOUND_TYPES.find((type) => type.toLowerCase() === value.toLowerCase());
}
