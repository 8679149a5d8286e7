import { Box, type BoxProps } from '@exchange/shared/ui-kit';
import DOMPurify from 'dompurify';
import { useMemo, type ReactElement } from 'react';

/** Server HTML with scripts, event handlers and unsafe URLs removed. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });

export type SafeHtmlProps = { html: string } & Omit<
  BoxProps,
  'children' | 'dangerouslySetInnerHTML'
>;

/** The only way server HTML reaches the screen. */
export const SafeHtml = ({ html, ...boxProps }: SafeHtmlProps): ReactElement => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
};
