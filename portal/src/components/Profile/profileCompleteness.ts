import type { Profile } from '../../api/types';

/** A field that completes the profile, by its name on the profile form and its label there. */
export interface CompletingField {
  name: 'phone' | 'cpf' | 'cep' | 'producer' | 'facebookUrl' | 'instagramUrl' | 'youtubeUrl' | 'tiktokUrl';
  label: string;
}

/**
 * Spec 1 §4: a profile is complete only when phone, CPF, CEP, producer and all four social links
 * are filled (identity decides `complete` by the same rule; the portal names what is missing).
 */
export const COMPLETING_FIELDS: readonly CompletingField[] = [
  { name: 'phone', label: 'Telefone' },
  { name: 'cpf', label: 'CPF' },
  { name: 'cep', label: 'CEP' },
  { name: 'producer', label: 'Produtora/selo' },
  { name: 'facebookUrl', label: 'Facebook' },
  { name: 'instagramUrl', label: 'Instagram' },
  { name: 'youtubeUrl', label: 'YouTube' },
  { name: 'tiktokUrl', label: 'TikTok' },
];

export const missingProfileFields = (profile: Profile): CompletingField[] =>
  COMPLETING_FIELDS.filter((field) => !profile[field.name]?.trim());

/** 'Facebook, YouTube e TikTok': a list as a Brazilian reader writes it. */
export const listInPortuguese = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/** What the profile form focuses on arriving from the notice: the first missing field. */
export interface ProfileFocusState {
  focus?: CompletingField['name'];
}
