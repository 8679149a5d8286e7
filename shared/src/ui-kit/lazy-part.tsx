import type * as ExtrasModule from '@exchange/shared/ui-kit/extras';
import type { ComponentType, ReactElement } from 'react';
import { createEntryLoader, type EntryLoader, useLoadedEntry } from './entry-loader';

export const kitExtras = createEntryLoader<typeof ExtrasModule>(
  () => import('@exchange/shared/ui-kit/extras'),
);

/**
 * A stand-in for a component of another kit entry, for the few places outside that entry's
 * screens that render it: the real component as soon as the entry is downloaded (at once when
 * it already is), nothing before. So the base kit does not carry it to every page's first paint.
 * A failed download (offline) leaves it away and the next mount tries again.
 */
export const lazyPart = <C, E>(
  loader: EntryLoader<E>,
  pick: (entry: E) => C,
  displayName: string,
): C => {
  const Part = (props: Record<string, unknown>): ReactElement | null => {
    const entry = useLoadedEntry(loader, true);
    if (!entry) return null;
    // Typed as the real component at the export (C): same props, same element type.
    const Real = pick(entry) as unknown as ComponentType<Record<string, unknown>>;
    return <Real {...props} />;
  };
  Part.displayName = displayName;
  return Part as unknown as C;
};

/** `lazyPart` for the component an entry exports as `name` (its display name too). */
export const entryPart = <E, K extends keyof E & string>(loader: EntryLoader<E>, name: K): E[K] =>
  lazyPart(loader, (entry: E): E[K] => entry[name], name);
