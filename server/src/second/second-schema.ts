/** Schema of second (up/down option) trading (migration 9). Filled in with the second module. */
export const SECOND_SCHEMA_SQL = `
  SELECT 1;
`;
