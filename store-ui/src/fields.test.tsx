import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField, TextField } from './fields';

test('a password can be shown and hidden again', async () => {
  const user = userEvent.setup();
  render(<PasswordField label="Confirm password" defaultValue="secret-1" />);
  const input = screen.getByLabelText('Confirm password');
  expect(input).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide confirm password' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Hide confirm password' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('an error is tied to its field', () => {
  render(<TextField label="City" error="City is required" />);
  const input = screen.getByLabelText('City');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('City is required');
});
