/** `YYYY-MM-DD HH:mm:ss` in UTC: the timestamp format of the contract (NewsItem.created_at). */
export function sqlTimestamp(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
