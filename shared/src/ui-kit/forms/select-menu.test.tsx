import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';

// The builds point MUI SelectInput's import of Menu at ./select-menu; here jest does the same.
// The overlays entry keeps MUI's real Menu, which the stand-in loads on the first open.
// MUI's package exports do not name Menu/Menu, the file SelectInput requires: found by path.
jest.mock(
  require.resolve('@mui/material/Select').replace(/Select[\\/]index\.js$/, 'Menu/Menu.js'),
  () => jest.requireActual('./select-menu'),
);
jest.mock('@exchange/shared/ui-kit/overlays', () => {
  const overlays = jest.requireActual<Record<string, unknown>>('@exchange/shared/ui-kit/overlays');
  (globalThis as { overlaysLoads?: number }).overlaysLoads =
    ((globalThis as { overlaysLoads?: number }).overlaysLoads ?? 0) + 1;
  const realMenu = jest.requireActual<{ default: unknown }>(
    require.resolve('@mui/material/Select').replace(/Select[\\/]index\.js$/, 'Menu/Menu.js'),
  ).default;
  return { ...overlays, Menu: realMenu };
});

// Imported after the mocks (jest hoists them above the imports anyway).
import { kitOverlays } from '../lazy-overlay';
import { MenuItem, Select } from './index';

const loads = (): number => (globalThis as { overlaysLoads?: number }).overlaysLoads ?? 0;

const Grouping = ({ onPick }: { onPick: (value: string) => void }): ReactElement => {
  const [value, setValue] = useState('0.01');
  return (
    <Select
      value={value}
      inputProps={{ 'aria-label': 'Grouping' }}
      onChange={(event) => {
        setValue(String(event.target.value));
        onPick(String(event.target.value));
      }}
    >
      <MenuItem value="0.01">0.01</MenuItem>
      <MenuItem value="0.1">0.1</MenuItem>
      <MenuItem value="1">1</MenuItem>
    </Select>
  );
};

describe("a Select whose options open in the kit's Menu stand-in", () => {
  it('starts loading the overlays when a pointer comes over a select, before it opens', () => {
    // Counted, not run: the next test checks that a closed select loads nothing by itself.
    const load = jest.spyOn(kitOverlays, 'load').mockReturnValue(new Promise(() => undefined));
    render(<Grouping onPick={jest.fn()} />);
    fireEvent.pointerOver(document.body);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('combobox'));
    expect(load).toHaveBeenCalledTimes(1);
    // Once started, hovering again asks for nothing more.
    fireEvent.pointerOver(screen.getByRole('combobox'));
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
  });

  it('shows its value closed without loading the overlays, then opens, picks and closes', async () => {
    const onPick = jest.fn();
    render(<Grouping onPick={onPick} />);
    const combobox = screen.getByRole('combobox');
    expect(combobox).toHaveTextContent('0.01');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(loads()).toBe(0);

    fireEvent.mouseDown(combobox);
    const option = await screen.findByRole('option', { name: '0.1' });
    expect(loads()).toBe(1);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '0.01' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(option);
    expect(onPick).toHaveBeenCalledWith('0.1');
    expect(combobox).toHaveTextContent('0.1');
  });

  it('opens from the keyboard and moves focus to the chosen option', async () => {
    const onPick = jest.fn();
    render(<Grouping onPick={onPick} />);
    const combobox = screen.getByRole('combobox');
    act(() => combobox.focus());
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    const chosen = await screen.findByRole('option', { name: '0.01' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(chosen).toHaveFocus();
    fireEvent.keyDown(chosen, { key: 'ArrowDown' });
    const next = screen.getByRole('option', { name: '0.1' });
    expect(next).toHaveFocus();
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('0.1');
  });

  it('closes again when the menu cannot be downloaded (offline), and opens on the next try', async () => {
    const load = jest.spyOn(kitOverlays, 'load');
    // Whatever earlier tests loaded, this open finds nothing there and a failing download.
    const loaded = jest.spyOn(kitOverlays, 'loaded').mockReturnValue(null);
    load.mockRejectedValueOnce(new Error('offline'));
    render(<Grouping onPick={jest.fn()} />);
    const combobox = screen.getByRole('combobox');
    fireEvent.mouseDown(combobox);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();

    loaded.mockRestore();
    load.mockRestore();
    fireEvent.mouseDown(combobox);
    expect(await screen.findByRole('option', { name: '1' })).toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
  });
});
