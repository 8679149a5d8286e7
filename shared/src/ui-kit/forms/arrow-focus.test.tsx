import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { moveFocusAlong } from './arrow-focus';

const Row = (): ReactElement => (
  <div role="toolbar" onKeyDown={(event) => moveFocusAlong(event, 'button:not([disabled])')}>
    <button type="button">A</button>
    <button type="button" disabled>
      X
    </button>
    <button type="button">B</button>
    <button type="button">C</button>
  </div>
);

const button = (name: string): HTMLElement => screen.getByRole('button', { name });
const press = (from: string, key: string): void => {
  fireEvent.keyDown(button(from), { key });
};

describe('moveFocusAlong', () => {
  it('moves to the next and previous item with the arrows, wrapping, past disabled ones', () => {
    render(<Row />);
    button('A').focus();
    press('A', 'ArrowRight');
    expect(button('B')).toHaveFocus();
    press('B', 'ArrowLeft');
    expect(button('A')).toHaveFocus();
    press('A', 'ArrowLeft');
    expect(button('C')).toHaveFocus();
    press('C', 'ArrowRight');
    expect(button('A')).toHaveFocus();
  });

  it('moves to the first and last item with Home and End', () => {
    render(<Row />);
    button('B').focus();
    press('B', 'End');
    expect(button('C')).toHaveFocus();
    press('C', 'Home');
    expect(button('A')).toHaveFocus();
  });

  it('leaves other keys, and a focus outside the items, alone', () => {
    render(<Row />);
    button('B').focus();
    press('B', 'ArrowDown');
    press('B', 'Enter');
    expect(button('B')).toHaveFocus();
    const toolbar = screen.getByRole('toolbar');
    toolbar.tabIndex = -1;
    toolbar.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(toolbar).toHaveFocus();
  });
});
