// Spec 1 §3: the registration draft lives in the browser's session storage under 'registerUser'.
const DRAFT_KEY = 'registerUser';

export interface RegisterDraft {
  fullName: string;
  email: string;
  /** Kept only until the account is created at step 2. */
  password?: string;
  phone: string;
  cpf: string;
  cep: string;
  producer: string;
  facebook: string;
  instagram: string;
  youtube: string;
  tiktok: string;
  profile_image: string | null;
  userId?: string;
  /** Lets step 3 ask whether the e-mail was confirmed (docs/identity-api.md). */
  registration_token?: string;
}

export function readRegisterDraft(): RegisterDraft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<RegisterDraft>;
    // At least the e-mail is present once step 1 is saved.
    if (typeof draft.email !== 'string' || draft.email === '') return null;
    return {
      fullName: '',
      phone: '',
      cpf: '',
      cep: '',
      producer: '',
      facebook: '',
      instagram: '',
      youtube: '',
      tiktok: '',
      profile_image: null,
      ...draft,
      email: draft.email,
    };
  } catch {
    return null;
  }
}

export function saveRegisterDraft(changes: Partial<RegisterDraft> & Pick<RegisterDraft, 'email'>): RegisterDraft {
  const next = { ...readRegisterDraft(), ...changes } as RegisterDraft;
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
  return next;
}

export function clearRegisterDraft(): void {
  window.sessionStorage.removeItem(DRAFT_KEY);
}
