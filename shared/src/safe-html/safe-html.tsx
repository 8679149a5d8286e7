import { Box, type BoxProps } from '@exchange/shared/ui-kit';
import DOMPurify from 'dompurify';
import { useMemo, type ReactElement } from 'react';

/**
 * Renames `on…=` attributes inside tags before anything parses the markup. Chromium checks the
 * page's Content-Security-Policy when it parses an event-handler attribute, even in the inert
 * document DOMPurify parses into, so each one would be reported as a violation although it could
 * never run. DOMPurify, not this, is the sanitizer: it drops the renamed attributes like any
 * other unknown one, and text outside tags is left as written.
 */
const disarmHandlers = (html: string): string =>
  html.replace(/<[^>]*>/g, (tag) => tag.replace(/([\s/"'])on([a-z]+\s*=)/gi, '$1data-x-on$2'));

/** Server HTML with scripts, event handlers and unsafe URLs removed. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(disarmHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    ALLOW_DATA_ATTR: false,
  });

export type SafeHtmlProps = { html: string } & Omit<
  BoxProps,
  'children' | 'dangerouslySetInnerHTML'
>;

/** The only way server HTML reaches the screen. */
export const SafeHtml = ({ html, ...boxProps }: SafeHtmlProps): ReactElement => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
};
