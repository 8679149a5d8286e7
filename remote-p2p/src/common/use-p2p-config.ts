import { useRequest, type RequestState } from '@exchange/shared';
import type { P2PConfig } from '@exchange/shared/contract/p2p';
import { p2pApi } from '../api/p2p-api';

/** The market's settings (assets, fiats, windows), read once per screen. */
export const useP2pConfig = (): RequestState<P2PConfig> & { reload: () => void } =>
  useRequest(p2pApi.config, []);
