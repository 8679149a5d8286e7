/** Schema of the lever book (migration 8). Filled in with the lever module. */
export const LEVER_SCHEMA_SQL = `
  SELECT 1;
`;
