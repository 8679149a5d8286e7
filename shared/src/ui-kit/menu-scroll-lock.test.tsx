import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { createAppTheme } from './app-theme';
import { Dialog, DialogTitle, Menu, MenuItem } from './overlays';

const Themed = ({ children }: { children: ReactNode }): ReactElement => (
  <ThemeProvider theme={createAppTheme('dark')}>{children}</ThemeProvider>
);

describe('scroll lock under the app theme', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('leaves the page scrollbar alone while a menu is open (no relayout on open and close)', () => {
    const anchor = document.createElement('button');
    document.body.append(anchor);
    render(
      <Themed>
        <Menu open anchorEl={anchor}>
          <MenuItem>English</MenuItem>
        </Menu>
      </Themed>,
    );
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
    anchor.remove();
  });

  it('still locks the page behind a dialog', () => {
    render(
      <Themed>
        <Dialog open aria-labelledby="title">
          <DialogTitle id="title">Confirm</DialogTitle>
        </Dialog>
      </Themed>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });
});
