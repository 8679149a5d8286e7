/** The class names given, space-separated, leaving out the unset ones (the kit's own parts). */
export const classNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
