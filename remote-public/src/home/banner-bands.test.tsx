import { render } from '@testing-library/react';
import { BAND_CANVAS, BAND_EDGE, BannerBands } from './banner-bands';

type FakeImage = {
  src: string;
  onload: (() => void) | null;
  naturalWidth: number;
  naturalHeight: number;
};

describe('BannerBands', () => {
  let images: FakeImage[];
  let drawImage: jest.Mock;

  beforeEach(() => {
    images = [];
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const image: FakeImage = { src: '', onload: null, naturalWidth: 1920, naturalHeight: 460 };
      images.push(image);
      return image as unknown as HTMLImageElement;
    });
    drawImage = jest.fn();
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
  });

  afterEach(() => jest.restoreAllMocks());

  it("draws only the artwork's top and bottom edges into its small canvas, no filter", () => {
    const { container } = render(<BannerBands src="/a.svg" aspect="1920 / 460" />);
    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveAttribute('width', String(BAND_CANVAS.width));
    expect(canvas).toHaveAttribute('height', String(BAND_CANVAS.height));
    expect(getComputedStyle(canvas as HTMLCanvasElement).filter).toBe('');
    expect(images[0].src).toBe('/a.svg');
    expect(drawImage).not.toHaveBeenCalled();
    images[0].onload?.();
    const { width, height } = BAND_CANVAS;
    const edge = Math.round(460 * BAND_EDGE);
    // Only the edges: the headline, accent bar and candles in between never reach the bands.
    expect(edge).toBeLessThanOrEqual(460 * 0.05);
    expect(drawImage.mock.calls).toEqual([
      [images[0], 0, 0, 1920, edge, 0, 0, width, height / 2],
      [images[0], 0, 460 - edge, 1920, edge, 0, height / 2, width, height / 2],
    ]);
  });

  it('draws the new artwork when the slide changes, never a late load of the old one', () => {
    const view = render(<BannerBands src="/a.svg" aspect="1920 / 460" />);
    view.rerender(<BannerBands src="/b.svg" aspect="1920 / 460" />);
    expect(images.map((image) => image.src)).toEqual(['/a.svg', '/b.svg']);
    expect(images[0].onload).toBeNull();
    images[1].onload?.();
    expect(drawImage).toHaveBeenCalledTimes(2);
    expect(drawImage.mock.calls[0][0]).toBe(images[1]);
  });
});
