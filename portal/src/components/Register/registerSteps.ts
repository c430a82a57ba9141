/** Spec 1 §2 step indicator labels. */
export const registerSteps = [
  'Informações pessoais',
  'Informações redes sociais',
  'Validação do perfil',
  'Cadastro completo',
] as const;
