import { startStandalone } from '@exchange/shared/standalone';
import LeverScreen from '../lever';

// The dev harness: the page needs a session (log in through the public area first).
void startStandalone({ home: '/lever', routes: [{ path: '/lever', element: <LeverScreen /> }] });
