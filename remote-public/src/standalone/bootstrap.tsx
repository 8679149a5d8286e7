import { startStandalone } from '@exchange/shared/standalone';
import BookScreen from '../book';
import ForgetPasswordScreen from '../forget-password';
import HomeScreen from '../home';
import IeoScreen from '../ieo';
import LoginScreen from '../login';
import MarketsScreen from '../markets';
import NoticeScreen from '../notice';
import RegisterScreen from '../register';

// The dev harness of the public area.
void startStandalone({
  home: '/home',
  links: [
    '/home',
    '/notice',
    '/markets',
    '/login',
    '/register',
    '/forgetPassword',
    '/ieo',
    '/book',
  ],
  routes: [
    { path: '/home', element: <HomeScreen /> },
    { path: '/notice', element: <NoticeScreen /> },
    { path: '/markets', element: <MarketsScreen /> },
    { path: '/login', element: <LoginScreen /> },
    { path: '/register', element: <RegisterScreen /> },
    { path: '/forgetPassword', element: <ForgetPasswordScreen /> },
    { path: '/ieo', element: <IeoScreen /> },
    { path: '/book', element: <BookScreen /> },
  ],
});
