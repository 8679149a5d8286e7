import { SEED_BANNERS, type SeedBanner } from './banners';

export const SEED_CATEGORIES = [
  { id: 1, name: 'Banners', sort: 1 },
  { id: 2, name: 'Announcements', sort: 2 },
  { id: 3, name: 'Home notices', sort: 3 },
  { id: 4, name: 'About', sort: 4 },
  { id: 5, name: 'Services', sort: 5 },
  { id: 6, name: 'Support', sort: 6 },
  { id: 7, name: 'Privacy policy', sort: 7 },
] as const;

/** An article's text: its title and the texts its HTML is built from (see articleHtml). */
export type ArticleText = { title: string; paragraphs: readonly string[] };

type SeedArticleText = ArticleText & {
  id: number;
  categoryId: number;
  /** Publication date relative to the seed time; lists show newest first. */
  daysAgo: number;
  banner?: SeedBanner;
};

export type SeedArticle = SeedArticleText & { content: string };

/**
 * Article 6 (category 2, "Security notice: how to recognise phishing") deliberately carries
 * `<img src=x onerror="alert(1)">` and a `<script>` tag: the client must sanitize server HTML,
 * and this article makes that testable. Do not "fix" it: its translations carry it too.
 */
export const XSS_ARTICLE_ID = 6;

/**
 * The home notice about the market strip: its first paragraph names the strip's pairs, in every
 * language exactly the ones the strip shows (docs/product.md#home-and-notice-content).
 */
export const STRIP_NOTICE_ID = 7;

/**
 * An article's HTML from its texts, one builder for English and every translation so all
 * languages share one markup. The hostile article takes 4 texts: a paragraph, the lead-in of
 * the malicious image, the script's alert text and a closing paragraph.
 */
export function articleHtml(id: number, texts: readonly string[]): string {
  if (id !== XSS_ARTICLE_ID) return texts.map((text) => `<p>${text}</p>`).join('\n');
  const [intro, example, script, closing] = texts;
  return [
    `<p>${intro}</p>`,
    // Deliberately hostile markup: the client must strip it (see XSS_ARTICLE_ID).
    `<p>${example} <img src=x onerror="alert(1)"></p>`,
    `<script>alert("${script}")</script>`,
    `<p>${closing}</p>`,
  ].join('\n');
}

const ARTICLES: readonly SeedArticleText[] = [
  // 1 — banners (the home carousel)
  {
    id: 1,
    categoryId: 1,
    title: SEED_BANNERS[0].headline,
    banner: SEED_BANNERS[0],
    daysAgo: 1,
    paragraphs: [
      'Spot trading runs 24 hours a day, 7 days a week on eight USDT pairs and three BTC pairs.',
      'Place limit orders at your price or market orders at the best available price. Orders are matched by price, then time, and every fill executes at the resting order’s price.',
    ],
  },
  {
    id: 2,
    categoryId: 1,
    title: SEED_BANNERS[1].headline,
    banner: SEED_BANNERS[1],
    daysAgo: 4,
    paragraphs: [
      'Lock products pay a fixed annual rate on the amount you lock for the chosen term. Interest accrues daily and is paid to your spot account; the principal returns at maturity.',
      'Every movement appears in your coin log, so you can check each day’s interest to the last decimal.',
    ],
  },
  {
    id: 3,
    categoryId: 1,
    title: SEED_BANNERS[2].headline,
    banner: SEED_BANNERS[2],
    daysAgo: 9,
    paragraphs: [
      'Your security level rises with each protection you add: a bound phone number, a verified e-mail address and a verified identity.',
      'Set a trade password as well: withdrawals and transfers will ask for it, even when someone else gets hold of your login.',
    ],
  },

  // 2 — announcements
  {
    id: 4,
    categoryId: 2,
    title: 'Scheduled maintenance on Sunday, 02:00–03:00 UTC',
    daysAgo: 2,
    paragraphs: [
      'To upgrade our database servers, trading, deposits and withdrawals will be paused on Sunday from 02:00 to 03:00 UTC.',
      'Open orders stay on the book during the maintenance and resume matching as soon as the service is back. No action is needed on your side.',
      'We apologise for the inconvenience and thank you for your patience.',
    ],
  },
  {
    id: 5,
    categoryId: 2,
    title: 'New listing: TRX/USDT spot trading is open',
    daysAgo: 6,
    paragraphs: [
      'TRON (TRX) is now listed, and the TRX/USDT pair is open for spot trading.',
      'The pair is priced to 4 decimals and amounts go in steps of 0.1 TRX; an order must be worth at least 5 USDT.',
    ],
  },
  {
    id: XSS_ARTICLE_ID,
    categoryId: 2,
    title: 'Security notice: how to recognise phishing',
    daysAgo: 12,
    paragraphs: [
      'Fraudsters copy exchange pages to steal logins. Always check the address bar before you enter your password, and never share a verification code with anyone, including people who claim to be our staff.',
      'Example of a malicious image tag that a careless page would run:',
      'this script must never run',
      'If you think your account is at risk, change your password and contact support at once.',
    ],
  },

  // 3 — home notices (the notice strip)
  {
    id: STRIP_NOTICE_ID,
    categoryId: 3,
    title: 'Six pairs on the home market strip',
    daysAgo: 1,
    paragraphs: [
      'The market strip on the home page shows six pairs with their live price and 24-hour change: BTC, ETH, LTC, XRP, EOS and BCH against USDT. Select a tile to trade that pair.',
      'Every other pair, including DOGE/USDT, TRX/USDT and the BTC pairs, is listed on the trading page.',
    ],
  },
  {
    id: 8,
    categoryId: 3,
    title: 'Updated spot trading fee schedule',
    daysAgo: 3,
    paragraphs: [
      'From the first of next month the standard spot fee is 0.1% for both maker and taker orders.',
      'The full schedule is on the Fee schedule page under Services.',
    ],
  },
  {
    id: 9,
    categoryId: 3,
    title: 'BTC deposits now credited after 2 confirmations',
    daysAgo: 5,
    paragraphs: [
      'Bitcoin deposits are now credited to your spot account after 2 network confirmations instead of 3, and become withdrawable after 6.',
    ],
  },
  {
    id: 10,
    categoryId: 3,
    title: 'Thai and Vietnamese are now available',
    daysAgo: 8,
    paragraphs: [
      'The site is now available in 11 languages. Choose yours from the language menu in the header; your choice is remembered on this device.',
    ],
  },
  {
    id: 11,
    categoryId: 3,
    title: 'Customer support hours during the holidays',
    daysAgo: 14,
    paragraphs: [
      'Online chat support stays open around the clock during the holidays. E-mail requests may take up to 48 hours to be answered.',
    ],
  },

  // 4 — about (footer, first column)
  {
    id: 12,
    categoryId: 4,
    title: 'About us',
    daysAgo: 30,
    paragraphs: [
      'We run a digital asset exchange for retail traders: spot, leveraged and short-term up/down trading, and fixed-term lock products.',
      'Our principles are simple. Prices come from real trades, outcomes are settled from the recorded price feed, and your balance is accounted for to the last decimal.',
    ],
  },
  {
    id: 13,
    categoryId: 4,
    title: 'Our security practices',
    daysAgo: 32,
    paragraphs: [
      'Passwords are stored only as salted scrypt hashes. Session tokens are random, expire after seven days and can be revoked at any time by logging out.',
      'Verification codes are single use, expire after ten minutes and are rate limited.',
    ],
  },
  {
    id: 14,
    categoryId: 4,
    title: 'Careers',
    daysAgo: 40,
    paragraphs: [
      'We are hiring engineers, market operations specialists and multilingual support agents.',
      'Send your CV and a short note about what you would like to work on to jobs@exchange.local.',
    ],
  },
  {
    id: 15,
    categoryId: 4,
    title: 'Press and media',
    daysAgo: 45,
    paragraphs: [
      'Journalists can reach our communications team at press@exchange.local. Logos and product screenshots are available on request.',
    ],
  },

  // 5 — services (footer, second column)
  {
    id: 16,
    categoryId: 5,
    title: 'Fee schedule',
    daysAgo: 20,
    paragraphs: [
      'Spot trading: 0.1% maker, 0.1% taker. Deposits are free. Withdrawal fees depend on the network and are shown before you confirm.',
      'Leveraged positions pay an opening fee and a daily overnight fee on the position value; both are shown on the order form.',
    ],
  },
  {
    id: 17,
    categoryId: 5,
    title: 'Spot trading guide',
    daysAgo: 22,
    paragraphs: [
      'A limit order rests on the book until it is filled or cancelled. A market order fills at once against the best prices on the other side.',
      'Use the slider to size an order as a share of your available balance: 25%, 50%, 75% or 100%.',
    ],
  },
  {
    id: 18,
    categoryId: 5,
    title: 'Listing application',
    daysAgo: 35,
    paragraphs: [
      'Projects that want to list a token can apply at listing@exchange.local. We review liquidity, security audits and the team before any listing.',
    ],
  },
  {
    id: 19,
    categoryId: 5,
    title: 'Institutional services',
    daysAgo: 50,
    paragraphs: [
      'Companies and funds can open institutional accounts with dedicated support and higher limits. Contact institutions@exchange.local.',
    ],
  },

  // 6 — support (footer, third column)
  {
    id: 20,
    categoryId: 6,
    title: 'How to deposit',
    daysAgo: 18,
    paragraphs: [
      'Open Assets, choose the currency and copy your deposit address. Send only that currency on the network shown, or the funds may be lost.',
      'The deposit is credited after the required number of network confirmations.',
    ],
  },
  {
    id: 21,
    categoryId: 6,
    title: 'How to withdraw',
    daysAgo: 19,
    paragraphs: [
      'Add a withdrawal address first, then enter the amount and your trade password. The fee and the amount you will receive are shown before you confirm.',
    ],
  },
  {
    id: 22,
    categoryId: 6,
    title: 'Reset a forgotten password',
    daysAgo: 25,
    paragraphs: [
      'Use the Forgot password link on the login page. We send a verification code to your e-mail or phone; enter it with your new password of 6 to 16 letters or digits.',
    ],
  },
  {
    id: 23,
    categoryId: 6,
    title: 'Contact support',
    daysAgo: 28,
    paragraphs: [
      'Chat with us using the online-service button at the bottom right of every page, or write to support@exchange.local. Please never send us your password.',
    ],
  },

  // 7 — privacy policy (the first article is shown on /notice?category_id=7)
  {
    id: 24,
    categoryId: 7,
    title: 'Privacy policy',
    daysAgo: 60,
    paragraphs: [
      'This policy explains which personal data we collect, why, and what rights you have.',
      'We collect the data you give us (e-mail address, phone number, identity documents when you verify your identity) and the data your use of the service creates (orders, trades, deposits, withdrawals, login times and IP addresses).',
      'We use it to run your account, to meet our legal obligations, to keep the service secure and to answer your requests. We do not sell personal data.',
      'You can ask for a copy of your data, for corrections and, where the law allows, for deletion, by writing to privacy@exchange.local.',
    ],
  },
  {
    id: 25,
    categoryId: 7,
    title: 'Cookie policy',
    daysAgo: 61,
    paragraphs: [
      'We store a few values in your browser: your session token, your language, your theme and the last pair you traded. They are needed for the site to work and are not used for advertising.',
    ],
  },
];

export const SEED_ARTICLES: readonly SeedArticle[] = ARTICLES.map((article) => ({
  ...article,
  content: articleHtml(article.id, article.paragraphs),
}));

export const SEED_SYSTEM_NOTIFY = {
  title: 'Welcome to the exchange',
  content:
    'Spot markets are open around the clock. Scheduled maintenance takes place on Sunday from 02:00 to 03:00 UTC; open orders stay on the book. Never share your password or verification codes with anyone.',
};
