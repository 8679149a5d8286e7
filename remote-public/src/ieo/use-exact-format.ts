import { decimalPlacesOf, isDecimalString, useNumberFormat } from '@exchange/shared';
import { useCallback } from 'react';

/** Formats an exact decimal string with exactly its own decimals, grouped for the language. */
export const useExactFormat = (): ((value: string) => string) => {
  const format = useNumberFormat();
  return useCallback(
    (value: string) =>
      isDecimalString(value) ? format.decimal(value, decimalPlacesOf(value)) : value,
    [format],
  );
};
