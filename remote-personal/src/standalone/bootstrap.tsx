import { startStandalone } from '@exchange/shared/standalone';
import BindAccountScreen from '../bind-account';
import BindInfoScreen from '../bind-info';
import PersonalScreen from '../personal';
import ResetPasswordScreen from '../reset-password';
import TradePasswordScreen from '../trade-password';

// The dev harness: every screen here needs a session (log in through the public area first).
void startStandalone({
  home: '/personal/accountSettings',
  links: ['/personal', '/resetPassword', '/tradePassword', '/bindAccount', '/bindInfo'],
  width: '1100px',
  routes: [
    { path: '/personal/*', element: <PersonalScreen /> },
    { path: '/resetPassword', element: <ResetPasswordScreen /> },
    { path: '/tradePassword', element: <TradePasswordScreen /> },
    { path: '/bindAccount', element: <BindAccountScreen /> },
    { path: '/bindInfo', element: <BindInfoScreen /> },
  ],
});
