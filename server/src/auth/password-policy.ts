/** docs/decisions.md#passwords-and-codes: 6-16 letters or digits, for register, forgot and change. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,16}$/;

export function isAcceptablePassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}
