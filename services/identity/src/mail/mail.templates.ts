import { escapeHtml as escape } from '@sampleteca/http';
import type { MailTemplate, SendMail } from './mail.queue';

export type RenderedMail = { subject: string; html: string; text: string };

type Copy = { subject: string; intro: string; action: string; outro: string };

const COPY: Record<MailTemplate, Copy | ((detail: string) => Copy)> = {
  'confirm-signup': {
    subject: 'Confirme seu e-mail na Sampleteca',
    intro: 'Que bom ter você na Sampleteca! Confirme seu e-mail para ativar sua conta.',
    action: 'Confirmar e-mail',
    outro: 'Se você não criou uma conta, ignore esta mensagem. O link vale por 24 horas.',
  },
  recovery: {
    subject: 'Redefinição de senha da Sampleteca',
    intro: 'Recebemos um pedido para redefinir a senha da sua conta.',
    action: 'Definir nova senha',
    outro: 'Se não foi você, ignore esta mensagem: sua senha continua a mesma. O link vale por 1 hora.',
  },
  'magic-link': {
    subject: 'Seu link de acesso à Sampleteca',
    intro: 'Use o botão abaixo para entrar na sua conta sem senha.',
    action: 'Entrar na Sampleteca',
    outro: 'Se não foi você, ignore esta mensagem. O link vale por 1 hora e só pode ser usado uma vez.',
  },
  'confirm-email-change': {
    subject: 'Confirme seu novo e-mail na Sampleteca',
    intro: 'Recebemos um pedido para usar este endereço na sua conta da Sampleteca. Confirme para concluir a troca.',
    action: 'Confirmar novo e-mail',
    outro: 'Se você não pediu esta troca, ignore esta mensagem: nada muda. O link vale por 24 horas.',
  },
  'news-digest': (detail) => ({
    subject: 'Novidades de quem você segue na Sampleteca',
    intro: `${detail} de quem você segue no Sampleteca:`,
    action: 'Ver todas as novidades',
    outro: 'Você recebe este resumo, no máximo uma vez por dia, porque pediu em Seguindo.',
  }),
  'email-change-notice': (detail) => ({
    subject: 'Pedido de troca do e-mail da sua conta na Sampleteca',
    intro: `Recebemos um pedido para trocar o e-mail da sua conta para ${detail}. A troca só vale depois que o novo endereço for confirmado.`,
    action: 'Redefinir minha senha',
    outro: 'Se não foi você, redefina sua senha agora: isso encerra as outras sessões e o pedido pode ser ignorado.',
  }),
};

/** Portuguese HTML and plain-text versions of each message. */
export function renderMail(
  template: MailTemplate,
  params: Pick<SendMail, 'name' | 'link' | 'detail' | 'items' | 'unsubscribe'>,
): RenderedMail {
  const entry = COPY[template];
  const copy = typeof entry === 'function' ? entry(params.detail ?? '') : entry;
  const greeting = `Olá, ${params.name}!`;
  const items = params.items ?? [];
  const listText = items.map((item) => `- ${item.text}: ${item.url}`).join('\n');
  const listHtml = items
    .map(
      (item) =>
        `<li style="padding:4px 0"><a href="${escape(item.url)}" style="color:#c4b5fd">${escape(item.text)}</a></li>`,
    )
    .join('');
  const stop = params.unsubscribe?.page;
  const text = [
    greeting,
    copy.intro,
    ...(items.length ? [listText] : []),
    `${copy.action}: ${params.link}`,
    copy.outro,
    ...(stop ? [`Para não receber mais: ${stop}`] : []),
    '— Equipe Sampleteca',
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="margin:0;background:#0d0b14;font-family:Arial,sans-serif;color:#e9e6f2">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
    <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#17131f;border-radius:12px;padding:32px">
      <tr><td style="font-size:22px;font-weight:bold;color:#ffffff">Sampleteca</td></tr>
      <tr><td style="padding-top:24px;font-size:16px">${escape(greeting)}</td></tr>
      <tr><td style="padding-top:12px;font-size:16px;line-height:1.5">${escape(copy.intro)}</td></tr>
      ${items.length ? `<tr><td><ul style="margin:12px 0 0;padding-left:20px;font-size:15px;line-height:1.5">${listHtml}</ul></td></tr>` : ''}
      <tr><td style="padding:28px 0"><a href="${escape(params.link)}" style="background:#7c3aed;color:#ffffff;text-decoration:none;padding:14px 24px;border-radius:999px;font-weight:bold;display:inline-block">${escape(copy.action)}</a></td></tr>
      <tr><td style="font-size:13px;color:#a59fb8;line-height:1.5">${escape(copy.outro)}<br>Se o botão não funcionar, copie este endereço: ${escape(params.link)}</td></tr>
      ${stop ? `<tr><td style="padding-top:16px;font-size:13px"><a href="${escape(stop)}" style="color:#a59fb8">Não quero mais receber este resumo</a></td></tr>` : ''}
    </table>
  </td></tr></table>
</body></html>`;
  return { subject: copy.subject, html, text };
}
