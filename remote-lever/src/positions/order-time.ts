const pad = (value: number): string => String(value).padStart(2, '0');

/** The server's UTC `YYYY-MM-DD HH:mm:ss` in this browser's time zone, same shape. */
export const localTime = (utc: string | null): string => {
  if (!utc) return '--';
  const date = new Date(`${utc.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return utc;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};
