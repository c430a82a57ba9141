// The questions' words, apart from landingCopy.ts: the app loads its accordion after the first
// paint, and these words go with it (the landing's first load stays within its budget).

export const faqQuestions = [
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
];
