import { HomeScreen } from './home-screen';

/** `./home`: the /home route. */
export default HomeScreen;
