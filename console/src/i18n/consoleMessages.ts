// The console's own texts; the spec's login error wording is reused where it applies.
export const consoleMessages = {
  resources: {
    users: { name: 'Usuário |||| Usuários' },
  },
  sampleteca: {
    login: {
      title: 'Console Sampleteca',
      subtitle: 'Acesso restrito a administradores',
      email: 'E-mail',
      password: 'Senha',
      submit: 'Entrar',
      email_required: 'Informe um e-mail',
      password_required: 'Informe sua senha',
    },
    auth: {
      invalid_credentials: 'E-mail ou senha inválidos.',
      not_admin: 'Acesso restrito a administradores.',
      session_expired: 'Sua sessão expirou. Entre novamente.',
      network_error: 'Não foi possível falar com o servidor. Verifique sua conexão.',
      unexpected_error: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    },
    users: {
      full_name: 'Nome',
      email: 'E-mail',
      producer: 'Produtora/selo',
      provider: 'Acesso por',
      confirmed: 'E-mail confirmado',
      admin: 'Administrador',
      created_at: 'Cadastro',
    },
    dashboard: {
      title: 'Painel',
      readiness: 'Prontidão da plataforma',
      ready: 'Plataforma pronta',
      unavailable: 'Plataforma indisponível',
      unreachable: 'Não foi possível consultar a prontidão da plataforma.',
      checked_at: 'Verificado às %{time}',
      refresh: 'Atualizar',
      dependency: 'Dependência',
      status: 'Estado',
      details: 'Detalhes',
      up: 'Operacional',
      down: 'Fora do ar',
      no_checks: 'Nenhuma verificação informada.',
    },
  },
};
