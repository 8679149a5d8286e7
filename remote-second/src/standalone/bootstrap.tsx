import { startStandalone } from '@exchange/shared/standalone';
import SecondScreen from '../second';

// The dev harness: the page needs a session (log in through the public area first).
void startStandalone({ home: '/second', routes: [{ path: '/second', element: <SecondScreen /> }] });
