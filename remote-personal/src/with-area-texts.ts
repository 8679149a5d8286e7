import { withNamespace, withWidgetTexts } from '@exchange/shared/ui';
import type { ComponentType } from 'react';
import { loadPersonalTexts } from './locales/load-personal-texts';

const withOwnTexts = withNamespace('personal', loadPersonalTexts);

/** Wraps an exposed screen so it renders once the `personal` and the shared widgets' texts are loaded. */
export const withAreaTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> =>
  withWidgetTexts(withOwnTexts(Screen));
