/** A local date and time "YYYY-MM-DD HH:mm:ss" of epoch milliseconds (lists, messages). */
export const localDateTime = (epochMs: number): string => {
  const at = new Date(epochMs);
  const two = (value: number): string => String(value).padStart(2, '0');
  return (
    `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ` +
    `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`
  );
};
