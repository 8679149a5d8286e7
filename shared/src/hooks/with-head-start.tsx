import { useState, type ComponentType, type ReactElement } from 'react';

/**
 * `Screen` with `start` called once per mount, during its first render: before the screen's
 * texts have loaded and before any effect of the page runs (those come only after the page
 * rendered), so the requests `start` makes (see head-start.ts) run alongside the texts.
 */
export const withHeadStart = <P extends object>(
  Screen: ComponentType<P>,
  start: () => void,
): ComponentType<P> => {
  const WithHeadStart = (props: P): ReactElement => {
    useState(start);
    return <Screen {...props} />;
  };
  WithHeadStart.displayName = `WithHeadStart(${Screen.displayName ?? Screen.name})`;
  return WithHeadStart;
};
