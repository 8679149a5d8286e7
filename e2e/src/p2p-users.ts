// P2P browser tests need traders who may trade: a fresh account with a verified identity,
// made through the same calls and operator command a person and an operator would use.
import type { Product } from './product';
import { png } from './png';
import { mustOk, registerByEmail, runOperatorCli } from './trader-api';

export type Trader = {
  email: string;
  password: string;
  token: string;
  uid: string;
  account: string;
};

const PASSWORD = 'p2ptrade24';

const uploadPng = async (product: Product, token: string, colour: [number, number, number]) => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(png(48, 32, colour))], { type: 'image/png' }),
    'id.png',
  );
  const response = await fetch(`${product.url}/api/common/image_upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return mustOk(
    (await response.json()) as { code: number; msg: string; data: { url: string } },
    'upload',
  ).url;
};

export const login = async (product: Product, email: string, password: string): Promise<Trader> => {
  const data = mustOk(
    await product.api<{ token: string; uid: string; email: string }>('user/login', {
      body: { account: email, password, login_type: 'email' },
    }),
    'login',
  );
  return { email, password, token: data.token, uid: data.uid, account: email };
};

/** Registers `email`, submits an identity with two real images and has the operator approve it. */
export const verifiedTrader = async (product: Product, email: string): Promise<Trader> => {
  const { token, uid, account } = await registerByEmail(product, email, PASSWORD);
  const trader: Trader = { email, password: PASSWORD, token, uid, account };
  const front = await uploadPng(product, trader.token, [30, 90, 160]);
  const back = await uploadPng(product, trader.token, [160, 90, 30]);
  mustOk(
    await product.api('user_real/real_name', {
      token: trader.token,
      body: { name: 'Avery Stone', card_id: 'P1234567', front_pic: front, reverse_pic: back },
    }),
    'identity',
  );
  runOperatorCli(product, 'identity', 'approve', trader.uid);
  return trader;
};
