import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of an observable, re-subscribing when the observable changes. */
export const useObservable = <T>(source: Observable<T>, initial: T): T => {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
};
