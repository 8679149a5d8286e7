import { startStandalone } from '@exchange/shared/standalone';
import AssetsScreen from '../assets';
import CoinlogScreen from '../coinlog';
import DepositScreen from '../deposit';

// The dev harness: most screens here need a session (log in through the public area first).
void startStandalone({
  home: '/assets/tradeAccount',
  links: ['/assets', '/deposit', '/coinlog'],
  width: '1100px',
  routes: [
    { path: '/assets/*', element: <AssetsScreen /> },
    { path: '/deposit', element: <DepositScreen /> },
    { path: '/coinlog', element: <CoinlogScreen /> },
  ],
});
