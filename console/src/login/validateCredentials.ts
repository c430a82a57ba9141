// Same minimums as the portal's login form (spec 1, section 5).
const minimumLength = 5;

export interface CredentialErrors {
  email?: string;
  password?: string;
}

export function validateCredentials(email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  if (email.trim().length < minimumLength) errors.email = 'sampleteca.login.email_required';
  if (password.length < minimumLength) errors.password = 'sampleteca.login.password_required';
  return errors;
}
