import { isApiError } from '@exchange/shared';

/**
 * The server's refusal to show inline, for a call sent with `silentError` (the api client does
 * not toast a code-0 refusal then); null for anything else, which the client already toasted.
 */
export const refusalOf = (error: unknown): string | null =>
  isApiError(error) && error.kind === 'rejected' ? error.message : null;
