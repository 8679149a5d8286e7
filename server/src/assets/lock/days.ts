const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of a time, YYYY-MM-DD. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));
}

/** A real calendar day in YYYY-MM-DD form (operator input). */
export function isDay(text: string): boolean {
  return DAY_SHAPE.test(text) && utcDay(new Date(`${text}T00:00:00Z`)) === text;
}

/** Whole days from `today` until `end` (both UTC YYYY-MM-DD), never below 0. */
export function daysLeft(today: string, end: string): number {
  const left = Math.round(
    (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
  return Math.max(0, left);
}
