import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

test('shows First, Prev, the page window, Page X of Y, Next and Last', async () => {
  const onChange = jest.fn();
  render(<Pagination page={6} totalPages={12} onChange={onChange} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(nav).toHaveTextContent('Page 6 of 12');
  expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual([
    '4',
    '5',
    '6',
    '7',
    '8',
  ]);
  expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'First' }));
  await user.click(screen.getByRole('button', { name: 'Prev' }));
  await user.click(screen.getByRole('button', { name: 'Page 8' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Last' }));
  expect(onChange.mock.calls).toEqual([[1], [5], [8], [7], [12]]);
});

test('disables the buttons that lead nowhere', () => {
  const { rerender } = render(<Pagination page={1} totalPages={3} onChange={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  rerender(<Pagination page={3} totalPages={3} onChange={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
  expect(screen.getByRole('navigation')).toHaveTextContent('Page 3 of 3');
});
