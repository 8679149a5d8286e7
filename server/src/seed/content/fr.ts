import type { SeedContent } from './types';

const BANNERS: SeedContent['banners'] = {
  'spot-trading': {
    headline: 'Tradez BTC, ETH et plus, 24 h/24',
    subline: 'Ordres à cours limité et au marché, carnet d’ordres en direct, priorité prix-temps',
  },
  'lock-products': {
    headline: 'Faites fructifier vos USDT inactifs',
    subline: 'Produits d’épargne bloquée à terme fixe, intérêts journaliers affichés à l’avance',
  },
  'secure-account': {
    headline: 'Votre compte, sous haute protection',
    subline:
      'Mot de passe de trading, e-mail et téléphone vérifiés : relevez votre niveau de sécurité',
  },
};

/** French. */
export const FR_CONTENT: SeedContent = {
  banners: BANNERS,
  articles: {
    1: {
      title: BANNERS['spot-trading'].headline,
      paragraphs: [
        'Le trading au comptant est ouvert 24 h/24 et 7 j/7 sur huit paires en USDT et trois paires en BTC.',
        'Passez des ordres à cours limité à votre prix ou des ordres au marché au meilleur prix disponible. Les ordres sont appariés par prix puis par ordre d’arrivée, et chaque exécution se fait au prix de l’ordre déjà présent dans le carnet.',
      ],
    },
    2: {
      title: BANNERS['lock-products'].headline,
      paragraphs: [
        'Les produits d’épargne bloquée versent un taux annuel fixe sur le montant que vous bloquez pour la durée choisie. Les intérêts courent chaque jour et sont versés sur votre compte spot ; le capital vous est restitué à l’échéance.',
        'Chaque mouvement figure dans votre historique des fonds : vous pouvez vérifier les intérêts de chaque jour jusqu’à la dernière décimale.',
      ],
    },
    3: {
      title: BANNERS['secure-account'].headline,
      paragraphs: [
        'Votre niveau de sécurité augmente avec chaque protection ajoutée : un numéro de téléphone associé, une adresse e-mail vérifiée et une identité vérifiée.',
        'Définissez aussi un mot de passe de trading : il sera demandé pour les retraits et les transferts, même si quelqu’un d’autre obtient vos identifiants de connexion.',
      ],
    },
    4: {
      title: 'Maintenance programmée le dimanche, de 02:00 à 03:00 UTC',
      paragraphs: [
        'Pour la mise à niveau de nos serveurs de bases de données, le trading, les dépôts et les retraits seront suspendus le dimanche de 02:00 à 03:00 UTC.',
        'Les ordres ouverts restent dans le carnet pendant la maintenance et reprennent leur appariement dès le retour du service. Aucune action n’est requise de votre part.',
        'Nous vous prions de nous excuser pour la gêne occasionnée et vous remercions de votre patience.',
      ],
    },
    5: {
      title: 'Nouvelle cotation : le trading au comptant TRX/USDT est ouvert',
      paragraphs: [
        'TRON (TRX) est désormais coté et la paire TRX/USDT est ouverte au trading au comptant.',
        'La paire est cotée avec 4 décimales et les quantités vont par pas de 0,1 TRX ; un ordre doit valoir au moins 5 USDT.',
      ],
    },
    6: {
      title: 'Avis de sécurité : comment reconnaître l’hameçonnage',
      paragraphs: [
        'Les fraudeurs copient les pages des plateformes d’échange pour voler des identifiants. Vérifiez toujours la barre d’adresse avant de saisir votre mot de passe et ne communiquez jamais un code de vérification à qui que ce soit, y compris à des personnes se présentant comme membres de notre équipe.',
        'Exemple de balise d’image malveillante qu’une page négligente exécuterait :',
        'ce script ne doit jamais s’exécuter',
        'Si vous pensez que votre compte est menacé, changez immédiatement votre mot de passe et contactez l’assistance.',
      ],
    },
    7: {
      title: 'Six paires dans le bandeau des marchés de l’accueil',
      paragraphs: [
        'Le bandeau des marchés de la page d’accueil affiche six paires avec leur cours en direct et leur variation sur 24 heures : BTC, ETH, LTC, XRP, EOS et BCH contre USDT. Sélectionnez une vignette pour trader cette paire.',
        'Toutes les autres paires, dont DOGE/USDT, TRX/USDT et les paires en BTC, figurent sur la page de trading.',
      ],
    },
    8: {
      title: 'Mise à jour de la grille tarifaire du trading au comptant',
      paragraphs: [
        'À partir du premier du mois prochain, les frais standard du trading au comptant sont de 0,1 % pour les ordres maker comme taker.',
        'La grille complète se trouve sur la page Grille tarifaire, rubrique Services.',
      ],
    },
    9: {
      title: 'Dépôts de BTC crédités désormais après 2 confirmations',
      paragraphs: [
        'Les dépôts de bitcoins sont désormais crédités sur votre compte spot après 2 confirmations du réseau au lieu de 3, et deviennent retirables après 6.',
      ],
    },
    10: {
      title: 'Le thaï et le vietnamien sont disponibles',
      paragraphs: [
        'Le site est désormais disponible en 11 langues. Choisissez la vôtre dans le menu des langues en haut de page ; votre choix est mémorisé sur cet appareil.',
      ],
    },
    11: {
      title: 'Horaires de l’assistance pendant les fêtes',
      paragraphs: [
        'Le chat en ligne reste ouvert 24 h/24 pendant les fêtes. Les demandes par e-mail peuvent nécessiter jusqu’à 48 heures de délai de réponse.',
      ],
    },
    12: {
      title: 'Qui sommes-nous',
      paragraphs: [
        'Nous exploitons une plateforme d’échange d’actifs numériques destinée aux particuliers : trading au comptant, trading avec effet de levier, trading hausse/baisse à court terme et produits d’épargne bloquée à terme fixe.',
        'Nos principes sont simples. Les prix proviennent de transactions réelles, les résultats sont réglés d’après l’historique des prix enregistré, et votre solde est comptabilisé jusqu’à la dernière décimale.',
      ],
    },
    13: {
      title: 'Nos pratiques de sécurité',
      paragraphs: [
        'Les mots de passe ne sont stockés que sous forme de hachages scrypt salés. Les jetons de session sont aléatoires, expirent au bout de sept jours et peuvent être révoqués à tout moment en vous déconnectant.',
        'Les codes de vérification sont à usage unique, expirent au bout de dix minutes et leur nombre est limité.',
      ],
    },
    14: {
      title: 'Carrières',
      paragraphs: [
        'Nous recrutons des ingénieurs, des spécialistes des opérations de marché et des agents d’assistance multilingues.',
        'Envoyez votre CV et quelques mots sur ce sur quoi vous aimeriez travailler à jobs@exchange.local.',
      ],
    },
    15: {
      title: 'Presse et médias',
      paragraphs: [
        'Les journalistes peuvent joindre notre équipe communication à press@exchange.local. Logos et captures d’écran du produit disponibles sur demande.',
      ],
    },
    16: {
      title: 'Grille tarifaire',
      paragraphs: [
        'Trading au comptant : 0,1 % maker, 0,1 % taker. Les dépôts sont gratuits. Les frais de retrait dépendent du réseau et sont affichés avant votre confirmation.',
        'Les positions à effet de levier paient des frais d’ouverture et des frais de financement journaliers sur la valeur de la position ; les deux sont affichés dans le formulaire d’ordre.',
      ],
    },
    17: {
      title: 'Guide du trading au comptant',
      paragraphs: [
        'Un ordre à cours limité reste dans le carnet jusqu’à son exécution ou son annulation. Un ordre au marché s’exécute immédiatement aux meilleurs prix de l’autre côté du carnet.',
        'Utilisez le curseur pour dimensionner un ordre en part de votre solde disponible : 25 %, 50 %, 75 % ou 100 %.',
      ],
    },
    18: {
      title: 'Demande de cotation',
      paragraphs: [
        'Les projets qui souhaitent coter un jeton peuvent postuler à listing@exchange.local. Avant toute cotation, nous examinons la liquidité, les audits de sécurité et l’équipe.',
      ],
    },
    19: {
      title: 'Services aux institutionnels',
      paragraphs: [
        'Les entreprises et les fonds peuvent ouvrir des comptes institutionnels avec un accompagnement dédié et des plafonds plus élevés. Contact : institutions@exchange.local.',
      ],
    },
    20: {
      title: 'Comment déposer',
      paragraphs: [
        'Ouvrez Actifs, choisissez la devise et copiez votre adresse de dépôt. N’envoyez que cette devise, sur le réseau indiqué, sous peine de perdre les fonds.',
        'Le dépôt est crédité après le nombre requis de confirmations du réseau.',
      ],
    },
    21: {
      title: 'Comment retirer',
      paragraphs: [
        'Ajoutez d’abord une adresse de retrait, puis saisissez le montant et votre mot de passe de trading. Les frais et le montant que vous recevrez sont affichés avant votre confirmation.',
      ],
    },
    22: {
      title: 'Réinitialiser un mot de passe oublié',
      paragraphs: [
        'Utilisez le lien « Mot de passe oublié » de la page de connexion. Nous envoyons un code de vérification à votre e-mail ou à votre téléphone ; saisissez-le avec votre nouveau mot de passe de 6 à 16 lettres ou chiffres.',
      ],
    },
    23: {
      title: 'Contacter l’assistance',
      paragraphs: [
        'Discutez avec nous grâce au bouton de service en ligne en bas à droite de chaque page, ou écrivez à support@exchange.local. Ne nous envoyez jamais votre mot de passe.',
      ],
    },
    24: {
      title: 'Politique de confidentialité',
      paragraphs: [
        'Cette politique explique quelles données personnelles nous collectons, pourquoi, et quels sont vos droits.',
        'Nous collectons les données que vous nous fournissez (adresse e-mail, numéro de téléphone, pièces d’identité lors de la vérification de votre identité) et celles que crée votre utilisation du service (ordres, transactions, dépôts, retraits, heures de connexion et adresses IP).',
        'Nous les utilisons pour gérer votre compte, respecter nos obligations légales, assurer la sécurité du service et répondre à vos demandes. Nous ne vendons pas de données personnelles.',
        'Vous pouvez demander une copie de vos données, leur rectification et, lorsque la loi le permet, leur suppression en écrivant à privacy@exchange.local.',
      ],
    },
    25: {
      title: 'Politique relative aux cookies',
      paragraphs: [
        'Nous enregistrons quelques valeurs dans votre navigateur : votre jeton de session, votre langue, votre thème et la dernière paire que vous avez tradée. Elles sont nécessaires au fonctionnement du site et ne servent pas à la publicité.',
      ],
    },
  },
  notify: {
    title: 'Bienvenue sur la plateforme',
    content:
      'Les marchés au comptant sont ouverts 24 h/24. La maintenance programmée a lieu le dimanche de 02:00 à 03:00 UTC ; les ordres ouverts restent dans le carnet. Ne communiquez jamais votre mot de passe ni vos codes de vérification à qui que ce soit.',
  },
  lockProducts: {
    'USDT 7-day lock': 'Épargne bloquée USDT 7 jours',
    'USDT 30-day lock': 'Épargne bloquée USDT 30 jours',
    'USDT 90-day lock': 'Épargne bloquée USDT 90 jours',
    'BTC 30-day lock': 'Épargne bloquée BTC 30 jours',
  },
};
