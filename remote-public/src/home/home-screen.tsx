import { useState, type ReactElement } from 'react';
import { withAreaTexts } from '../with-area-texts';
import { startHomeRequests } from './home-api';
import { HomePage } from './home-page';

const HomeWithTexts = withAreaTexts(HomePage);

/** /home: its first requests start as it mounts, while the area's texts still load. */
export const HomeScreen = (): ReactElement => {
  // Once per mount, during the first render: effects would run only after the texts loaded
  // and the page rendered, which is the wait this removes.
  useState(startHomeRequests);
  return <HomeWithTexts />;
};
