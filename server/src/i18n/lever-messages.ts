/** The lever area's messages (server/src/lever), merged into MESSAGES. */
export const LEVER_MESSAGES = {};
