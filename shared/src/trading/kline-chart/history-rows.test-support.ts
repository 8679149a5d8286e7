/**
 * Test support: a base-chart history series (flat typed `[index, ...values]` rows, see
 * kline-option.ts) back as rows without the index, NaN (a gap) as null. Throws when the index
 * column is not 0, 1, 2, … so a test also checks the bar each row is drawn at.
 */
export const historyRows = (data: unknown, width: number): (number | null)[][] => {
  if (!(data instanceof Float64Array)) throw new Error('history data is not a Float64Array');
  const rows: (number | null)[][] = [];
  for (let offset = 0; offset < data.length; offset += width) {
    if (data[offset] !== rows.length)
      throw new Error(`row ${rows.length} drawn at ${data[offset]}`);
    rows.push(
      Array.from(data.subarray(offset + 1, offset + width), (value) =>
        Number.isNaN(value) ? null : value,
      ),
    );
  }
  return rows;
};

/** One value per bar (a line or the volume). */
export const historyValues = (data: unknown): (number | null)[] =>
  historyRows(data, 2).map(([value]) => value);
