import { type Area, useRequest } from '@exchange/shared';
import { fetchAreas } from './auth-api';

const NONE: Area[] = [];

/** The country list, fetched only when the phone tab can be used (it is hidden by default). */
export const useAreas = (enabled: boolean): Area[] => {
  const request = useRequest(() => (enabled ? fetchAreas() : Promise.resolve(NONE)), [enabled]);
  return request.data ?? NONE;
};
