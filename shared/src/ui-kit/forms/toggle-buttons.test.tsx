import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState, type ReactElement } from 'react';
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from './toggle-buttons';

type Props = Partial<Omit<ToggleButtonGroupProps<string>, 'value' | 'onChange' | 'exclusive'>> & {
  initial?: string | null;
  onChange?: (value: string | null) => void;
  disabledButton?: string;
};

const Group = ({ initial = 'b', onChange, disabledButton, ...props }: Props): ReactElement => {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ToggleButtonGroup
      exclusive
      aria-label="letters"
      {...props}
      value={value}
      onChange={(_, next) => {
        onChange?.(next);
        setValue(next);
      }}
    >
      {['a', 'b', 'c'].map((letter) => (
        <ToggleButton key={letter} value={letter} disabled={letter === disabledButton}>
          {letter.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

const button = (name: string): HTMLElement => screen.getByRole('button', { name });
const pressed = (): string[] =>
  screen
    .getAllByRole('button')
    .filter((item) => item.getAttribute('aria-pressed') === 'true')
    .map((item) => item.textContent ?? '');

describe('ToggleButtonGroup', () => {
  it('is a labelled group whose chosen button is pressed and styled as selected', () => {
    render(<Group />);
    expect(screen.getByRole('group', { name: 'letters' })).toHaveClass('MuiToggleButtonGroup-root');
    expect(pressed()).toEqual(['B']);
    expect(button('B')).toHaveClass('MuiToggleButton-root', 'Mui-selected');
    expect(button('A')).not.toHaveClass('Mui-selected');
  });

  it('chooses the clicked button, and gives null when the chosen one is clicked again', () => {
    const changes: (string | null)[] = [];
    render(<Group onChange={(value) => changes.push(value)} />);
    fireEvent.click(button('C'));
    expect(pressed()).toEqual(['C']);
    fireEvent.click(button('C'));
    expect(changes).toEqual(['c', null]);
    expect(pressed()).toEqual([]);
  });

  it('has one tab stop: the chosen button, else the first', () => {
    const { unmount } = render(<Group />);
    expect(screen.getAllByRole('button').map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
    unmount();
    render(<Group initial={null} />);
    expect(screen.getAllByRole('button').map((item) => item.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves the focus along the group with the arrow keys, past disabled buttons', () => {
    render(<Group disabledButton="c" />);
    button('B').focus();
    fireEvent.keyDown(button('B'), { key: 'ArrowRight' });
    expect(button('A')).toHaveFocus();
    // Moving the focus chooses nothing (arrow-focus.test.ts has the other keys).
    expect(pressed()).toEqual(['B']);
  });

  it('passes its size, colour, width and disabled state to its buttons', () => {
    const changes: (string | null)[] = [];
    const plain = render(<Group />);
    const medium = button('A').className;
    plain.unmount();
    render(
      <Group size="small" color="primary" fullWidth disabled onChange={(v) => changes.push(v)} />,
    );
    // One class per look, as MUI has it, so a call site's `& .MuiToggleButton-root` outweighs it.
    expect(button('A').className).not.toBe(medium);
    expect(button('A')).toHaveClass('Mui-disabled');
    expect(getComputedStyle(button('A')).width).toBe('100%');
    expect(button('A')).toBeDisabled();
    fireEvent.click(button('A'));
    expect(changes).toEqual([]);
  });

  it('renders once when it mounts: no update right after (MUI registered every button)', () => {
    const phases: string[] = [];
    render(
      <Profiler id="group" onRender={(_, phase) => phases.push(phase)}>
        <Group />
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
  });
});
