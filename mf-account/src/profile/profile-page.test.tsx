import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, USER_MESSAGES } from 'shared-contracts';
import { authApi, usersApi } from 'store-runtime';
import { apiError, CUSTOMER, renderPage, signInAs } from '../test-utils';
import { notify } from '../ui/notify';
import ProfilePage from './profile-page';

jest.mock('../ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const me = jest.spyOn(authApi, 'me');
const updateProfile = jest.spyOn(usersApi, 'updateProfile');

beforeEach(() => {
  jest.clearAllMocks();
  signInAs();
  me.mockResolvedValue({ user: { ...CUSTOMER, mobile: '9876543210' } });
});

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

async function openEditor() {
  const user = userEvent.setup();
  renderPage(<ProfilePage />, { path: '/myaccount/account' });
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  return user;
}

test('shows the profile', async () => {
  renderPage(<ProfilePage />, { path: '/myaccount/account' });
  expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
  expect(detail('Username')).toHaveTextContent('asha');
  expect(detail('First name')).toHaveTextContent('Asha');
  expect(detail('Last name')).toHaveTextContent('Rao');
  expect(detail('Mobile')).toHaveTextContent('9876543210');
  expect(detail('Date of birth')).toHaveTextContent('1 Jan 2000');
});

test('edits the profile and updates the stored username', async () => {
  updateProfile.mockResolvedValue({
    user: { ...CUSTOMER, username: 'asha.rao', mobile: '9123456780' },
    token: 'renewed-token',
  });
  const user = await openEditor();
  expect(screen.getByLabelText('Username')).toHaveFocus();
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText('Username'));
  await user.type(screen.getByLabelText('Username'), 'asha.rao');
  // A new username leads to the account: the password is asked for.
  await user.type(screen.getByLabelText('Current password'), 'Secret@12345');
  await user.clear(screen.getByLabelText(/^Mobile/));
  await user.type(screen.getByLabelText(/^Mobile/), '9123456780');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(detail('Username')).toHaveTextContent('asha.rao'));
  expect(updateProfile).toHaveBeenCalledWith({
    username: 'asha.rao',
    email: 'asha@example.com',
    firstName: 'Asha',
    lastName: 'Rao',
    mobile: '9123456780',
    dob: '2000-01-01',
    currentPassword: 'Secret@12345',
  });
  expect(notify.success).toHaveBeenCalledWith(MESSAGES.profileUpdated);
  // The other sessions ended; this one goes on with the token the answer carries.
  expect(localStorage.getItem('authToken')).toBe('renewed-token');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ username: 'asha.rao', userType: 'CUSTOMER' });
});

test('the phone number has 10 digits; an empty one is removed', async () => {
  updateProfile.mockResolvedValue({ user: CUSTOMER });
  const user = await openEditor();
  const mobile = screen.getByLabelText(/^Mobile/);
  expect(mobile).toHaveAttribute('maxLength', '10');
  await user.clear(mobile);
  await user.type(mobile, '98765');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(mobile).toHaveAccessibleDescription('Phone number must be 10 digits');
  expect(updateProfile).not.toHaveBeenCalled();

  await user.clear(mobile);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ mobile: null })));
});

test("a failed update says 'Update failed!' and keeps the form", async () => {
  updateProfile.mockRejectedValue(apiError(409, 'This username is already taken'));
  const user = await openEditor();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Update failed!'));
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
});

test('a new email asks for the current password, and says so when it is missing or wrong', async () => {
  updateProfile.mockRejectedValue(apiError(400, USER_MESSAGES.wrongCurrentPassword));
  const user = await openEditor();
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'asha.new@example.com');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
  expect(updateProfile).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Current password'), 'Guess@12345');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(USER_MESSAGES.wrongCurrentPassword),
  );
  expect(notify.error).toHaveBeenCalledWith('Update failed!');
});

test('names and phone number change without the password', async () => {
  updateProfile.mockResolvedValue({ user: { ...CUSTOMER, firstName: 'Asha R' } });
  const user = await openEditor();
  await user.type(screen.getByLabelText('First name'), ' R');
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(updateProfile).toHaveBeenCalledWith(expect.not.objectContaining({ currentPassword: expect.anything() })),
  );
  expect(localStorage.getItem('authToken')).not.toBe('renewed-token');
});

test('Cancel leaves the profile unchanged', async () => {
  const user = await openEditor();
  await user.clear(screen.getByLabelText('Username'));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(detail('Username')).toHaveTextContent('asha');
  expect(updateProfile).not.toHaveBeenCalled();
});
