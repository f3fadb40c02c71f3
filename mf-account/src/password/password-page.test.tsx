import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared-contracts';
import { usersApi } from 'store-runtime';
import { apiError, renderPage, signInAs } from '../test-utils';
import { notify } from '../ui/notify';
import PasswordPage from './password-page';

jest.mock('../ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const changePassword = jest.spyOn(usersApi, 'changePassword');

beforeEach(() => {
  jest.clearAllMocks();
  signInAs();
});

async function submit(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  renderPage(<PasswordPage />, { path: '/myaccount/password' });
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

test('all three fields are required', async () => {
  await submit('', '', '');
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('New password is required');
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Confirm password is required');
  expect(changePassword).not.toHaveBeenCalled();
  // The keyboard is put in the first field to fix.
  await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
});

test("new and confirm must match: 'New password and confirm password do not match'", async () => {
  await submit('Old@12345', 'New@12345', 'New@12346');
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
    'New password and confirm password do not match',
  );
  expect(changePassword).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveFocus());
});

test("changes the password, keeps the session with its new token, shows the server's answer and empties the form", async () => {
  changePassword.mockResolvedValue({ message: 'Password changed successfully', token: 'token-after-change' });
  await submit('Old@12345', 'New@12345', 'New@12345');
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Password changed successfully'));
  expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-after-change');
  expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'Old@12345', newPassword: 'New@12345' });
  expect(screen.getByLabelText('Current password')).toHaveValue('');
  expect(screen.getByLabelText('New password')).toHaveValue('');
});

test("shows the server's message, or 'Failed to change password'", async () => {
  changePassword.mockRejectedValueOnce(apiError(400, 'Current password is incorrect'));
  changePassword.mockRejectedValueOnce(apiError(500));
  const user = await submit('Wrong@123', 'New@12345', 'New@12345');
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Current password is incorrect'));
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to change password'));
});

test('each password can be shown', async () => {
  const user = userEvent.setup();
  renderPage(<PasswordPage />, { path: '/myaccount/password' });
  await user.click(screen.getByRole('button', { name: 'Show new password' }));
  expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
});
