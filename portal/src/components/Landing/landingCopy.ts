// The landing's words, drawn twice: by the app's sections and, for a visitor on a slow phone, by
// the light landing the build writes (src/firstView/landingView.ts). Plain data: both import it.

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

export const faqSection = {
  eyebrow: 'FAQ',
  title: 'Perguntas frequentes',
  questions: [
    {
      question: 'O que é a Sampleteca?',
      answer:
        'Uma plataforma brasileira onde produtores e artistas compartilham samples, acapelas, beats e melodias, organizados em drum kits.',
    },
    {
      question: 'Quanto custa para usar?',
      answer:
        'O plano Free é gratuito durante a promoção de lançamento. Os planos Sound Basic e Sound Pro são mensais e liberam conteúdos exclusivos.',
    },
    {
      question: 'Como eu crio minha conta?',
      answer:
        'Clique em “Cadastre-se grátis” e continue com Google, Facebook, Spotify ou e-mail. Depois, confirme seu e-mail e complete seu perfil.',
    },
    {
      question: 'Como funciona o pagamento dos planos?',
      answer:
        'A assinatura é feita com cartão de crédito no ambiente seguro do nosso provedor de pagamentos. A Sampleteca não guarda os dados do seu cartão.',
    },
    {
      question: 'Posso distribuir meus sons pela Sampleteca?',
      answer:
        'Sim. Produtores podem pedir a distribuição de um som; o pedido exige a assinatura de um contrato eletrônico e a aprovação da nossa equipe.',
    },
  ],
};
