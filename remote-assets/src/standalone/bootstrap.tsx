import { startStandalone } from '@exchange/shared/standalone';
import AssetsScreen from '../assets';
import CoinlogScreen from '../coinlog';
import DepositScreen from '../deposit';
import LegalIndexScreen from '../legal-index';
import MyshopScreen from '../myshop';

// The dev harness: most screens here need a session (log in through the public area first).
void startStandalone({
  home: '/assets/tradeAccount',
  links: ['/assets', '/deposit', '/coinlog', '/legalIndex', '/myshop'],
  width: '1100px',
  routes: [
    { path: '/assets/*', element: <AssetsScreen /> },
    { path: '/deposit', element: <DepositScreen /> },
    { path: '/coinlog', element: <CoinlogScreen /> },
    { path: '/legalIndex/*', element: <LegalIndexScreen /> },
    { path: '/myshop/*', element: <MyshopScreen /> },
  ],
});
