import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { withHeadStart } from './with-head-start';

describe('withHeadStart', () => {
  it('starts once per mount, during the first render, before any effect of the screen', () => {
    const order: string[] = [];
    const start = jest.fn(() => order.push('start'));
    const Screen = ({ label }: { label: string }): ReactElement => {
      useEffect(() => {
        order.push('effect');
      }, []);
      return <p>{label}</p>;
    };
    const Wrapped = withHeadStart(Screen, start);
    const view = render(<Wrapped label="pairs" />);
    view.rerender(<Wrapped label="pairs again" />);
    expect(view.container.textContent).toBe('pairs again');
    expect(order).toEqual(['start', 'effect']);
    view.unmount();
    render(<Wrapped label="back" />);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
