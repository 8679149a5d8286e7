import { useEffect, useState } from 'react';
import { isNamespaceLoaded, loadNamespace, type NamespaceLoader } from './i18n';

export type NamespaceState = 'loading' | 'ready' | 'failed';

/** Loads an area's namespace lazily and tells when its texts are there. */
export const useNamespace = (namespace: string, loader: NamespaceLoader): NamespaceState => {
  const [state, setState] = useState<NamespaceState>(() =>
    isNamespaceLoaded(namespace) ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (state === 'ready') return undefined;
    let active = true;
    loadNamespace(namespace, loader).then(
      () => active && setState('ready'),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
    // The loader is a module-level constant in every caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namespace, state]);
  return state;
};
