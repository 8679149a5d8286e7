import { act, render, screen } from '@testing-library/react';
import type * as Extras from '@exchange/shared/ui-kit/extras';
import { Chip, Dialog, DialogActions, DialogContent, DialogTitle } from '@exchange/shared/ui-kit';
import { createEntryLoader } from './entry-loader';
import { lazyPart } from './lazy-part';

type ExtrasEntry = typeof Extras;

const settle = (): Promise<void> =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

describe('a part of another kit entry', () => {
  it('draws nothing until its entry is downloaded, then the real component', async () => {
    let release: (entry: ExtrasEntry) => void = () => undefined;
    const loader = createEntryLoader<ExtrasEntry>(
      () => new Promise((resolve) => (release = resolve)),
    );
    const LateChip = lazyPart(loader, (f): typeof Extras.Chip => f.Chip, 'Chip');
    render(<LateChip label="BTC" />);
    await settle();
    expect(screen.queryByText('BTC')).toBeNull();
    await act(async () => release(await import('@exchange/shared/ui-kit/extras')));
    expect(screen.getByText('BTC')).toHaveClass('MuiChip-label');
  });

  it('draws at once when the entry is already there', async () => {
    const loader = createEntryLoader(() => import('@exchange/shared/ui-kit/extras'));
    await loader.load();
    const ReadyChip = lazyPart(loader, (f): typeof Extras.Chip => f.Chip, 'Chip');
    render(<ReadyChip label="ETH" />);
    expect(screen.getByText('ETH')).toBeInTheDocument();
  });

  it('stays away when the download fails (offline), and the next mount tries again', async () => {
    let offline = true;
    const loader = createEntryLoader(() =>
      offline ? Promise.reject(new Error('offline')) : import('@exchange/shared/ui-kit/extras'),
    );
    const OfflineChip = lazyPart(loader, (f): typeof Extras.Chip => f.Chip, 'Chip');
    const first = render(<OfflineChip label="SOL" />);
    await settle();
    expect(screen.queryByText('SOL')).toBeNull();
    first.unmount();
    offline = false;
    render(<OfflineChip label="SOL" />);
    expect(await screen.findByText('SOL')).toBeInTheDocument();
  });

  it("the base kit's Chip and a dialog's sections are drawn from their entries", async () => {
    render(
      <>
        <Chip label="override" />
        <Dialog open aria-labelledby="title">
          <DialogTitle id="title">Confirm</DialogTitle>
          <DialogContent>Sure?</DialogContent>
          <DialogActions>
            <button type="button">OK</button>
          </DialogActions>
        </Dialog>
      </>,
    );
    expect(await screen.findByText('override')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Confirm' })).toHaveTextContent('Sure?OK');
    // Each stand-in is named after the part it picks (React's tools show that name).
    for (const [part, name] of [
      [Chip, 'Chip'],
      [DialogTitle, 'DialogTitle'],
    ] as const) {
      expect((part as { displayName?: string }).displayName).toBe(name);
    }
  });
});
