import {
  pathsApiSoundsGetParametersQueryFamilyValues,
  pathsApiSoundsGetParametersQueryShapeValues,
  soundResponseTypeValues,
  type components,
} from '@sampleteca/clients-shared/api';

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

/** What a sound sounds like (#44), as the API names it. */
export type InstrumentFamily = NonNullable<Sound['instrumentFamily']>;
/** One hit or a loop. */
export type SoundShape = NonNullable<Sound['shape']>;

/** The families in the contract's order (drums first): chips and filters show them so. */
export const INSTRUMENT_FAMILIES: readonly InstrumentFamily[] = pathsApiSoundsGetParametersQueryFamilyValues;
export const SOUND_SHAPES: readonly SoundShape[] = pathsApiSoundsGetParametersQueryShapeValues;
export const isInstrumentFamily = (value: unknown): value is InstrumentFamily =>
  INSTRUMENT_FAMILIES.includes(value as InstrumentFamily);
export const isSoundShape = (value: unknown): value is SoundShape => SOUND_SHAPES.includes(value as SoundShape);

/** The catalogue filters (spec 02 §3 "Filters"); every one optional. */
export interface SoundFilters {
  type?: SoundType;
  category?: string;
  drumKit?: string;
  /** The account that uploaded (the artist page's person), not the artist a sound credits. */
  uploader?: string;
  key?: MusicalKey;
  /** What the sound is (#44): its instrument, and one-shot or loop. */
  family?: InstrumentFamily;
  shape?: SoundShape;
  search?: string;
  /**
   * Readings of the search the user took off ('tempo:96,key:Dm', the ids of the API's
   * `understood`): their words are searched as words. Only with a search.
   */
  literal?: string;
}

export type FilterName = keyof SoundFilters;
