// Static texts of /termsAndPrivacy (spec 1 §2): terms of use and the privacy policy.

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export const termsOfUse: LegalDocument = {
  title: 'Termos de uso',
  intro:
    'Ao acessar a Sampleteca, você concorda em cumprir estes termos de uso e todas as leis e regulamentos aplicáveis, e reconhece que é responsável pelo cumprimento das leis locais. Se não concordar com algum destes termos, você não deve usar nem acessar a plataforma.',
  sections: [
    {
      heading: '1. Licença de uso',
      paragraphs: [
        'É concedida permissão para acessar a plataforma e baixar temporariamente os materiais disponibilizados (samples, acapelas, beats, melodias e kits de bateria) para uso pessoal e nas suas produções, conforme a licença indicada em cada som e o seu plano de assinatura. Esta é a concessão de uma licença, não uma transferência de título, e sob ela você não pode:',
      ],
      items: [
        'revender, sublicenciar ou redistribuir os arquivos originais, isolados ou em pacotes, como se fossem seus;',
        'usar os materiais para fins comerciais fora do que a licença do som e o seu plano permitem;',
        'tentar descompilar ou fazer engenharia reversa de qualquer software contido na plataforma;',
        'remover quaisquer direitos autorais ou outras notações de propriedade dos materiais;',
        'transferir os materiais para outra pessoa ou espelhá-los em qualquer outro servidor.',
      ],
    },
    {
      heading: '2. Compromissos do usuário',
      paragraphs: ['Ao usar a Sampleteca, você se compromete a não:'],
      items: [
        'usar a plataforma para qualquer atividade ilícita ou contrária à boa-fé e à ordem pública;',
        'enviar ou divulgar conteúdo racista, xenofóbico, de apostas ou jogos de azar, pornografia ilegal, apologia ao terrorismo ou contra os direitos humanos;',
        'enviar sons sobre os quais você não tenha os direitos necessários;',
        'causar danos aos sistemas físicos (hardware) e lógicos (software) da Sampleteca, de seus fornecedores ou de terceiros, nem introduzir ou espalhar vírus ou outros sistemas capazes de causar esses danos.',
      ],
    },
    {
      heading: '3. Isenção de responsabilidade',
      paragraphs: [
        'Os materiais da Sampleteca são fornecidos "como estão". A Sampleteca não oferece garantias, expressas ou implícitas, e por este meio isenta e nega todas as outras garantias, incluindo, sem limitação, garantias implícitas ou condições de comercialização, adequação a um fim específico ou não violação de propriedade intelectual.',
        'A Sampleteca não garante nem faz qualquer representação sobre a precisão, os resultados prováveis ou a confiabilidade do uso dos materiais na plataforma ou em sites vinculados a ela.',
      ],
    },
    {
      heading: '4. Limitações',
      paragraphs: [
        'Em nenhum caso a Sampleteca ou seus fornecedores serão responsáveis por quaisquer danos (incluindo, sem limitação, danos por perda de dados ou lucro, ou por interrupção dos negócios) decorrentes do uso ou da incapacidade de usar os materiais da plataforma, mesmo que a Sampleteca ou um representante autorizado tenha sido notificado oralmente ou por escrito da possibilidade de tais danos.',
      ],
    },
    {
      heading: '5. Precisão dos materiais',
      paragraphs: [
        'Os materiais exibidos na Sampleteca podem incluir erros técnicos, tipográficos ou fotográficos. A Sampleteca pode alterar os materiais a qualquer momento, sem aviso prévio, mas não se compromete a atualizá-los.',
      ],
    },
    {
      heading: '6. Links',
      paragraphs: [
        'A Sampleteca não analisou todos os sites vinculados à plataforma (como os perfis em redes sociais informados pelos artistas) e não é responsável pelo conteúdo deles. A inclusão de qualquer link não implica endosso. O uso de qualquer site vinculado é por conta e risco do usuário.',
      ],
    },
    {
      heading: '7. Modificações',
      paragraphs: [
        'A Sampleteca pode revisar estes termos de uso a qualquer momento, sem aviso prévio. Ao usar a plataforma, você concorda em ficar vinculado à versão em vigor destes termos.',
      ],
    },
    {
      heading: '8. Lei aplicável',
      paragraphs: [
        'Estes termos são regidos pelas leis da República Federativa do Brasil, e você se submete à jurisdição exclusiva dos tribunais brasileiros.',
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: 'Política de privacidade',
  intro:
    'A sua privacidade é importante para nós. É política da Sampleteca respeitar a sua privacidade em relação a qualquer informação que possamos coletar na plataforma e nos demais serviços que operamos. Esta política é efetiva a partir de 25 de novembro de 2024.',
  sections: [
    {
      heading: 'Informações que coletamos',
      paragraphs: [
        'Solicitamos informações pessoais apenas quando realmente precisamos delas para lhe fornecer um serviço: nome, e-mail, telefone, CPF, CEP, produtora ou selo, foto de perfil e endereços das suas redes sociais. Fazemos isso por meios justos e legais, com o seu conhecimento e consentimento, e informamos por que estamos coletando e como os dados serão usados.',
      ],
    },
    {
      heading: 'Como usamos e guardamos os dados',
      paragraphs: [
        'Retemos as informações coletadas apenas pelo tempo necessário para fornecer o serviço solicitado. Quando armazenamos dados, os protegemos dentro de meios comercialmente aceitáveis para evitar perdas e roubos, bem como acesso, divulgação, cópia, uso ou modificação não autorizados.',
        'Não compartilhamos informações de identificação pessoal publicamente ou com terceiros, exceto quando exigido por lei ou quando necessário para processar pagamentos de assinaturas, o que é feito pelo provedor de pagamentos diretamente na página dele.',
      ],
    },
    {
      heading: 'Seus direitos',
      paragraphs: [
        'Você é livre para recusar a nossa solicitação de informações pessoais, entendendo que talvez não possamos fornecer alguns dos serviços desejados. Você pode, a qualquer momento, consultar e corrigir seus dados no seu perfil, ou pedir a exclusão da sua conta, nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
      ],
    },
    {
      heading: 'Cookies e publicidade',
      paragraphs: [
        'Usamos armazenamento local do navegador para manter você conectado e lembrar as etapas do cadastro.',
        'Serviços de publicidade, como o Google AdSense, podem usar cookies para veicular anúncios mais relevantes e limitar o número de vezes que um anúncio é exibido. Os cookies de publicidade comportamental acompanham a navegação para oferecer anúncios de acordo com os seus interesses; eles não guardam informações que identifiquem você diretamente. Parceiros afiliados também podem usar cookies para saber se você chegou à plataforma por um dos seus links.',
        'Você pode desativar os cookies nas configurações do seu navegador, sabendo que isso pode afetar algumas funções da plataforma.',
      ],
    },
    {
      heading: 'Sites de terceiros',
      paragraphs: [
        'A plataforma pode ter links para sites externos que não são operados por nós. Não temos controle sobre o conteúdo e as práticas desses sites e não podemos aceitar responsabilidade por suas respectivas políticas de privacidade.',
      ],
    },
    {
      heading: 'Compromisso do usuário',
      paragraphs: [
        'O usuário se compromete a fazer uso adequado dos conteúdos e das informações que a Sampleteca oferece, e a não se envolver em atividades ilegais ou contrárias à boa-fé e à ordem pública; não divulgar conteúdo de natureza racista, xenofóbica, de apostas, pornografia ilegal, apologia ao terrorismo ou contra os direitos humanos; e não causar danos aos sistemas físicos e lógicos da Sampleteca, de seus fornecedores ou de terceiros.',
      ],
    },
    {
      heading: 'Mais informações',
      paragraphs: [
        'Esperamos que esta política esteja esclarecida. O uso continuado da plataforma será considerado como aceitação das nossas práticas de privacidade e informações pessoais. Se tiver alguma dúvida sobre como lidamos com dados do usuário e informações pessoais, entre em contato conosco.',
      ],
    },
  ],
};
