import { act, render, screen } from '@testing-library/react';
import type { DialogProps } from '@exchange/shared/ui-kit/overlays';
import type { ReactElement } from 'react';
import { createEntryLoader } from './entry-loader';
import { lazyOverlay } from './lazy-overlay';
import { Dialog, DialogTitle, Menu, MenuItem } from '@exchange/shared/ui-kit';

describe('overlay stand-ins of the base kit', () => {
  it('render nothing while closed and the real dialog once opened', async () => {
    const view = render(
      <Dialog open={false} aria-labelledby="t">
        <DialogTitle id="t">Title</DialogTitle>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('Title');
    view.rerender(
      <Dialog open aria-labelledby="t">
        <DialogTitle id="t">Title</DialogTitle>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Title' })).toBeInTheDocument();
  });

  it('open a menu with its items when asked, anchored as given', async () => {
    const anchor = document.createElement('button');
    document.body.appendChild(anchor);
    render(
      <Menu open anchorEl={anchor}>
        <MenuItem>One</MenuItem>
      </Menu>,
    );
    expect(await screen.findByRole('menuitem', { name: 'One' })).toBeInTheDocument();
    anchor.remove();
  });
});

describe('an overlay whose download fails (offline)', () => {
  it('renders nothing, throws nothing, closes itself, and loads on the next open', async () => {
    let offline = true;
    const loader = createEntryLoader(() =>
      offline ? Promise.reject(new Error('offline')) : import('@exchange/shared/ui-kit/overlays'),
    );
    const OfflineDialog = lazyOverlay<DialogProps>((o) => o.Dialog, 'Dialog', loader);
    const onClose = jest.fn();
    const dialog = (open: boolean): ReactElement => (
      <OfflineDialog open={open} onClose={onClose} aria-labelledby="o">
        <DialogTitle id="o">Offline</DialogTitle>
      </OfflineDialog>
    );
    const view = render(dialog(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Its owner hears it closed, as if dismissed: nothing is left "open" with nothing shown.
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith({}, 'escapeKeyDown');

    offline = false;
    view.rerender(dialog(false));
    view.rerender(dialog(true));
    expect(await screen.findByRole('dialog', { name: 'Offline' })).toBeInTheDocument();
  });
});
