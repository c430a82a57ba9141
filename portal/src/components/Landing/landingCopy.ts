// The landing's words (its questions: faqCopy.ts), drawn twice: by the app's sections and, for a
// visitor on a slow phone, by the light landing the build writes (portal/firstView). Plain data.

export const hero = {
  badge: 'Plano Free na promoção de lançamento',
  titleStart: 'Faça parte da maior plataforma brasileira de',
  titleAccent: 'samples, acapelas e beats',
  lede: 'Encontre sons para a sua próxima produção, compartilhe os seus com a comunidade e conecte-se com artistas e produtores de todo o Brasil.',
};

export const stepsSection = {
  eyebrow: 'Sobre',
  title: 'Comece em três passos',
  description: 'A Sampleteca reúne produtores e artistas que compartilham samples, acapelas, beats e melodias.',
  steps: [
    {
      title: 'Cadastre-se grátis',
      text: 'Crie sua conta com e-mail, Google, Facebook ou Spotify em poucos minutos.',
    },
    {
      title: 'Complete seu perfil',
      text: 'Conte quem você é, informe sua produtora ou selo e conecte suas redes sociais.',
    },
    {
      title: 'Explore e compartilhe',
      text: 'Ouça, curta e baixe sons da comunidade e publique as suas próprias criações.',
    },
  ],
};

export const solutionsSection = {
  eyebrow: 'Soluções',
  title: 'Tudo o que sua produção precisa',
  description: 'Da busca pelo sample ideal até a distribuição da sua faixa, em um só lugar.',
  solutions: [
    {
      title: 'Biblioteca de sons',
      text: 'Samples, acapelas, beats e melodias organizados em drum kits, com filtros para achar o som certo.',
    },
    {
      title: 'Pré-escuta instantânea',
      text: 'Ouça cada som pela forma de onda antes de baixar e curta os que combinam com o seu trabalho.',
    },
    {
      title: 'Espaço para produtores',
      text: 'Publique seus sons, mostre seu perfil de produtor e acompanhe seus envios e downloads.',
    },
    {
      title: 'Distribuição',
      text: 'Peça a distribuição de um som com contrato eletrônico assinado e aprovação da nossa equipe.',
    },
  ],
};

/** Its questions are in faqCopy.ts. */
export const faqSection = { eyebrow: 'FAQ', title: 'Perguntas frequentes' };
