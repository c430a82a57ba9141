import type { FieldPath } from 'react-hook-form';

import type { Profile } from '../../api/types';
import type { ProfileValues } from '../../schemas/profileSchema';

// The profile form's fields and how a profile becomes its values (ProfileForm, useSaveProfile).

export const formFields: readonly FieldPath<ProfileValues>[] = [
  'fullName',
  'email',
  'phone',
  'cpf',
  'cep',
  'producer',
  'facebookUrl',
  'instagramUrl',
  'youtubeUrl',
  'tiktokUrl',
];

export const socialInputs: { name: 'facebookUrl' | 'instagramUrl' | 'youtubeUrl' | 'tiktokUrl'; label: string }[] = [
  { name: 'facebookUrl', label: 'Facebook' },
  { name: 'instagramUrl', label: 'Instagram' },
  { name: 'youtubeUrl', label: 'YouTube' },
  { name: 'tiktokUrl', label: 'TikTok' },
];

export const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const formValues = (profile: Profile): ProfileValues => ({
  fullName: profile.fullName ?? '',
  email: profile.email ?? '',
  phone: profile.phone ?? '',
  cpf: profile.cpf ?? '',
  cep: profile.cep ?? '',
  producer: profile.producer ?? '',
  facebookUrl: profile.facebookUrl ?? '',
  instagramUrl: profile.instagramUrl ?? '',
  youtubeUrl: profile.youtubeUrl ?? '',
  tiktokUrl: profile.tiktokUrl ?? '',
});

/** The save asked for a new address: the server keeps the current one and mails a link to the new. */
export const askedEmailChange = (sent: string, saved: Profile) =>
  Boolean(saved.pendingEmail) && sent.trim().toLowerCase() !== (saved.email ?? '').toLowerCase();
