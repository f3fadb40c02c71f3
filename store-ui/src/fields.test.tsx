import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField, SubmitButton, TextField } from './fields';

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

test('a form cannot be sent twice while its request is on its way, and says it is busy', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <SubmitButton busy={false}>Save address</SubmitButton>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);

  rerender(
    <form onSubmit={onSubmit}>
      <SubmitButton busy>Save address</SubmitButton>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Save address' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await user.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
