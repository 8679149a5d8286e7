import { useNamespace } from '@exchange/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentType, ReactElement } from 'react';
import { loadSpotTexts } from './locales/load-spot-texts';

/** Wraps an exposed screen so it renders once the `spot` namespace is loaded. */
export const withAreaTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> => {
  const WithTexts = (props: P): ReactElement => {
    const state = useNamespace('spot', loadSpotTexts);
    if (state !== 'ready') {
      return (
        <Box sx={{ py: 8, display: 'flex', justifyContent: 'center' }} aria-busy="true">
          <CircularProgress size={28} />
        </Box>
      );
    }
    return <Screen {...props} />;
  };
  WithTexts.displayName = `WithAreaTexts(${Screen.displayName ?? Screen.name})`;
  return WithTexts;
};
