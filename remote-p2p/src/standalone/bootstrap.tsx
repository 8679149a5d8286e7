import { startStandalone } from '@exchange/shared/standalone';
import LegalIndexScreen from '../legal-index';
import MyshopScreen from '../myshop';

// The dev harness: acting on the market needs a session (log in through the public area first).
void startStandalone({
  home: '/legalIndex/legal',
  links: ['/legalIndex', '/myshop'],
  routes: [
    { path: '/legalIndex/*', element: <LegalIndexScreen /> },
    { path: '/myshop/*', element: <MyshopScreen /> },
  ],
});
