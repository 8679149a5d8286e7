/** The second area's messages (server/src/second), merged into MESSAGES. */
export const SECOND_MESSAGES = {};
