import { render, screen } from '@testing-library/react';
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
