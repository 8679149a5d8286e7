import type { SeedContent } from './types';

const BANNERS: SeedContent['banners'] = {
  'spot-trading': {
    headline: 'Negocie BTC, ETH e mais 24 horas por dia',
    subline: 'Ordens limitadas e a mercado, livro de ofertas ao vivo, prioridade preço-tempo',
  },
  'lock-products': {
    headline: 'Faça seus USDT parados renderem',
    subline: 'Produtos de poupança a prazo fixo com os juros diários exibidos desde o início',
  },
  'secure-account': {
    headline: 'Sua conta, bem protegida',
    subline:
      'Senha de negociação, e-mail e telefone verificados: eleve hoje seu nível de segurança',
  },
};

/** Portuguese. */
export const PT_CONTENT: SeedContent = {
  banners: BANNERS,
  articles: {
    1: {
      title: BANNERS['spot-trading'].headline,
      paragraphs: [
        'A negociação à vista funciona 24 horas por dia, 7 dias por semana, com oito pares em USDT e três pares em BTC.',
        'Envie ordens limitadas no seu preço ou ordens a mercado ao melhor preço disponível. As ordens são casadas por preço e depois por ordem de chegada, e cada execução acontece ao preço da ordem que já estava no livro.',
      ],
    },
    2: {
      title: BANNERS['lock-products'].headline,
      paragraphs: [
        'Os produtos de poupança a prazo fixo pagam uma taxa anual fixa sobre o valor bloqueado pelo prazo escolhido. Os juros rendem diariamente e são pagos na sua conta spot; o principal é devolvido no vencimento.',
        'Cada movimentação aparece no seu extrato de moedas, para você conferir os juros de cada dia até a última casa decimal.',
      ],
    },
    3: {
      title: BANNERS['secure-account'].headline,
      paragraphs: [
        'Seu nível de segurança sobe com cada proteção que você adiciona: um número de telefone vinculado, um e-mail verificado e uma identidade verificada.',
        'Defina também uma senha de negociação: ela será pedida em saques e transferências, mesmo que outra pessoa consiga seus dados de login.',
      ],
    },
    4: {
      title: 'Manutenção programada no domingo, das 02:00 às 03:00 UTC',
      paragraphs: [
        'Para atualizar nossos servidores de banco de dados, negociações, depósitos e saques ficarão pausados no domingo, das 02:00 às 03:00 UTC.',
        'As ordens abertas permanecem no livro durante a manutenção e voltam a ser casadas assim que o serviço retornar. Você não precisa fazer nada.',
        'Pedimos desculpas pelo transtorno e agradecemos a sua paciência.',
      ],
    },
    5: {
      title: 'Nova listagem: negociação à vista de TRX/USDT aberta',
      paragraphs: [
        'TRON (TRX) agora está listado, e o par TRX/USDT está aberto para negociação à vista.',
        'O par é cotado com 4 casas decimais e as quantidades variam em passos de 0,1 TRX; uma ordem deve valer pelo menos 5 USDT.',
      ],
    },
    6: {
      title: 'Aviso de segurança: como reconhecer phishing',
      paragraphs: [
        'Golpistas copiam páginas de corretoras para roubar logins. Confira sempre a barra de endereços antes de digitar sua senha e nunca compartilhe um código de verificação com ninguém, nem com quem diz ser da nossa equipe.',
        'Exemplo de uma tag de imagem maliciosa que uma página descuidada executaria:',
        'este script nunca deve ser executado',
        'Se achar que sua conta está em risco, troque sua senha e fale com o suporte imediatamente.',
      ],
    },
    7: {
      title: 'Seis pares na faixa de mercados da página inicial',
      paragraphs: [
        'A faixa de mercados da página inicial mostra seis pares com o preço ao vivo e a variação em 24 horas: BTC, ETH, LTC, XRP, EOS e BCH contra USDT. Selecione um bloco para negociar esse par.',
        'Todos os outros pares, incluindo DOGE/USDT, TRX/USDT e os pares em BTC, estão na página de negociação.',
      ],
    },
    8: {
      title: 'Tabela de taxas da negociação à vista atualizada',
      paragraphs: [
        'A partir do primeiro dia do próximo mês, a taxa padrão à vista é de 0,1% para ordens maker e taker.',
        'A tabela completa está na página Tabela de taxas, em Serviços.',
      ],
    },
    9: {
      title: 'Depósitos de BTC agora creditados após 2 confirmações',
      paragraphs: [
        'Depósitos de bitcoin agora são creditados na sua conta spot após 2 confirmações da rede, em vez de 3, e ficam disponíveis para saque após 6.',
      ],
    },
    10: {
      title: 'Tailandês e vietnamita já estão disponíveis',
      paragraphs: [
        'O site agora está disponível em 11 idiomas. Escolha o seu no menu de idiomas do cabeçalho; sua escolha fica salva neste dispositivo.',
      ],
    },
    11: {
      title: 'Horário do atendimento durante os feriados',
      paragraphs: [
        'O suporte por chat online continua funcionando 24 horas durante os feriados. Solicitações por e-mail podem levar até 48 horas para serem respondidas.',
      ],
    },
    12: {
      title: 'Quem somos',
      paragraphs: [
        'Operamos uma corretora de ativos digitais para investidores de varejo: negociação à vista, alavancada e de alta/baixa de curto prazo, além de produtos de poupança a prazo fixo.',
        'Nossos princípios são simples. Os preços vêm de negociações reais, os resultados são liquidados pelo histórico de preços registrado e o seu saldo é contabilizado até a última casa decimal.',
      ],
    },
    13: {
      title: 'Nossas práticas de segurança',
      paragraphs: [
        'As senhas são armazenadas apenas como hashes scrypt com salt. Os tokens de sessão são aleatórios, expiram após sete dias e podem ser revogados a qualquer momento ao sair da conta.',
        'Os códigos de verificação são de uso único, expiram após dez minutos e têm limite de envios.',
      ],
    },
    14: {
      title: 'Carreiras',
      paragraphs: [
        'Estamos contratando engenheiros, especialistas em operações de mercado e atendentes de suporte multilíngues.',
        'Envie seu currículo e uma breve mensagem sobre no que você gostaria de trabalhar para jobs@exchange.local.',
      ],
    },
    15: {
      title: 'Imprensa e mídia',
      paragraphs: [
        'Jornalistas podem falar com nossa equipe de comunicação em press@exchange.local. Logotipos e capturas de tela do produto estão disponíveis mediante solicitação.',
      ],
    },
    16: {
      title: 'Tabela de taxas',
      paragraphs: [
        'Negociação à vista: 0,1% maker, 0,1% taker. Depósitos são gratuitos. As taxas de saque dependem da rede e são exibidas antes da sua confirmação.',
        'Posições alavancadas pagam uma taxa de abertura e uma taxa diária de pernoite sobre o valor da posição; ambas aparecem no formulário de ordem.',
      ],
    },
    17: {
      title: 'Guia de negociação à vista',
      paragraphs: [
        'Uma ordem limitada fica no livro até ser executada ou cancelada. Uma ordem a mercado é executada na hora contra os melhores preços do outro lado.',
        'Use o controle deslizante para definir o tamanho da ordem como parte do seu saldo disponível: 25%, 50%, 75% ou 100%.',
      ],
    },
    18: {
      title: 'Pedido de listagem',
      paragraphs: [
        'Projetos que queiram listar um token podem se candidatar em listing@exchange.local. Antes de qualquer listagem, avaliamos a liquidez, as auditorias de segurança e a equipe.',
      ],
    },
    19: {
      title: 'Serviços institucionais',
      paragraphs: [
        'Empresas e fundos podem abrir contas institucionais com atendimento dedicado e limites maiores. Contato: institutions@exchange.local.',
      ],
    },
    20: {
      title: 'Como depositar',
      paragraphs: [
        'Abra Ativos, escolha a moeda e copie seu endereço de depósito. Envie somente essa moeda, pela rede indicada, ou os fundos poderão ser perdidos.',
        'O depósito é creditado após o número necessário de confirmações da rede.',
      ],
    },
    21: {
      title: 'Como sacar',
      paragraphs: [
        'Adicione primeiro um endereço de saque e depois informe o valor e sua senha de negociação. A taxa e o valor que você vai receber são exibidos antes da confirmação.',
      ],
    },
    22: {
      title: 'Redefinir uma senha esquecida',
      paragraphs: [
        'Use o link “Esqueceu a senha?” na página de login. Enviamos um código de verificação para seu e-mail ou telefone; digite-o com sua nova senha de 6 a 16 letras ou números.',
      ],
    },
    23: {
      title: 'Fale com o suporte',
      paragraphs: [
        'Converse com a gente pelo botão de atendimento online no canto inferior direito de todas as páginas ou escreva para support@exchange.local. Nunca nos envie sua senha.',
      ],
    },
    24: {
      title: 'Política de privacidade',
      paragraphs: [
        'Esta política explica quais dados pessoais coletamos, por quê e quais são os seus direitos.',
        'Coletamos os dados que você nos fornece (e-mail, número de telefone, documentos de identidade quando você verifica sua identidade) e os dados gerados pelo uso do serviço (ordens, negociações, depósitos, saques, horários de login e endereços IP).',
        'Usamos esses dados para manter sua conta, cumprir nossas obrigações legais, manter o serviço seguro e responder às suas solicitações. Não vendemos dados pessoais.',
        'Você pode pedir uma cópia dos seus dados, correções e, quando a lei permitir, a exclusão, escrevendo para privacy@exchange.local.',
      ],
    },
    25: {
      title: 'Política de cookies',
      paragraphs: [
        'Guardamos alguns valores no seu navegador: seu token de sessão, seu idioma, seu tema e o último par que você negociou. Eles são necessários para o site funcionar e não são usados para publicidade.',
      ],
    },
  },
  notify: {
    title: 'Bem-vindo à corretora',
    content:
      'Os mercados à vista funcionam 24 horas por dia. A manutenção programada acontece no domingo, das 02:00 às 03:00 UTC; as ordens abertas permanecem no livro. Nunca compartilhe sua senha ou seus códigos de verificação com ninguém.',
  },
  lockProducts: {
    'USDT 7-day lock': 'Poupança USDT 7 dias',
    'USDT 30-day lock': 'Poupança USDT 30 dias',
    'USDT 90-day lock': 'Poupança USDT 90 dias',
    'BTC 30-day lock': 'Poupança BTC 30 dias',
  },
};
