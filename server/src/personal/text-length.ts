/**
 * The length of a feedback text as the page counts it (docs/product.md#logged-in-areas-validation):
 * Unicode code points, so an emoji is one character, not the two UTF-16 units `.length` counts.
 */
export function textLength(text: string): number {
  return [...text].length;
}
