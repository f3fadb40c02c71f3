import { act, render, screen } from '@testing-library/react';
import { useRotation } from './use-rotation';

function Rotator() {
  const { index, pauseHandlers } = useRotation(3, 5000);
  return (
    <div data-testid="rotator" {...pauseHandlers}>
      {index}
    </div>
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('moves on every 5 seconds and wraps around', () => {
  mockReducedMotion(false);
  render(<Rotator />);
  const rotator = screen.getByTestId('rotator');
  expect(rotator).toHaveTextContent('0');
  act(() => jest.advanceTimersByTime(4999));
  expect(rotator).toHaveTextContent('0');
  act(() => jest.advanceTimersByTime(1));
  expect(rotator).toHaveTextContent('1');
  act(() => jest.advanceTimersByTime(10_000));
  expect(rotator).toHaveTextContent('0');
});

test('stands still for visitors who prefer reduced motion', () => {
  mockReducedMotion(true);
  render(<Rotator />);
  act(() => jest.advanceTimersByTime(30_000));
  expect(screen.getByTestId('rotator')).toHaveTextContent('0');
});

test('pauses while hovered', () => {
  mockReducedMotion(false);
  render(<Rotator />);
  const rotator = screen.getByTestId('rotator');
  act(() => {
    rotator.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  });
  act(() => jest.advanceTimersByTime(20_000));
  expect(rotator).toHaveTextContent('0');
});
