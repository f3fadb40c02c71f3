/** The login screen's login and register modes, on the real API (product rules §2, §5, §8). */
import { STORAGE_KEYS } from 'shared-contracts';
import { DEMO, expect, test } from '../support/fixtures';
import { newCustomer, newPerson } from './account-support';

const heading = (name: string) => ({ level: 1, name }) as const;

test('a new customer registers with a mobile number, then logs in and lands on their dashboard', async ({ page }) => {
  const person = newPerson();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', heading('Register'))).toBeVisible();

  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Mobile/).fill('9876501234');
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  // Registration returns to login, with the email already filled in.
  await expect(page.getByRole('heading', heading('Login'))).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Registration successful');
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/myaccount\/dashboard$/);
  await expect(page.getByRole('heading', heading('Dashboard'))).toBeVisible();
  await expect(page.getByRole('banner').getByText(person.username)).toBeVisible();
  const stored = await page.evaluate(
    (keys) => Object.values(keys).map((key) => localStorage.getItem(key)),
    STORAGE_KEYS,
  );
  const [token, role, userId, user] = stored;
  expect(token).toBeTruthy();
  expect(role).toBe('CUSTOMER');
  expect(Number(userId)).toBeGreaterThan(0);
  expect(JSON.parse(user ?? 'null')).toEqual({ username: person.username, userType: 'CUSTOMER' });
  // The mobile number reached the account (product rules §7's registration payload).
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { user: { mobile: string | null } }).user.mobile).toBe('9876501234');
});

test("registration checks the passwords match and the mobile's digits, and shows the server's message or 'Registration failed'", async ({
  page,
}) => {
  const existing = await newCustomer();
  const person = newPerson();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${person.password}!`);
  await page.getByLabel(/^Mobile/).fill('98765');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  // The optional mobile is checked as on the profile: 10 digits.
  await expect(page.getByLabel(/^Mobile/)).toHaveAccessibleDescription('Phone number must be 10 digits');
  await page.getByLabel(/^Mobile/).fill('');

  // The email belongs to someone else: the server says so.
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');

  // A failure without a message.
  await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Registration failed');
  await expect(page.getByRole('heading', heading('Register'))).toBeVisible();
});

test("a wrong password shows the server's message; a failure without one shows 'Login failed'", async ({ page }) => {
  const customer = await newCustomer();
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email/username or password');
  await expect(page).toHaveURL(/\/login$/);

  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: '' }));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken)).toBeNull();
});

test('the mobile field takes only digits as they are typed, and a pasted +91 number loses its code and spaces', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const mobile = page.getByLabel(/^Mobile/);
  await mobile.pressSequentially('98a7b6-5');
  await expect(mobile).toHaveValue('98765');

  await mobile.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('+91 98765 43210'));
  await mobile.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(mobile).toHaveValue('9876543210');
});

test('the login form works with the keyboard alone, and the password can be shown', async ({ page }) => {
  const customer = await newCustomer();
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myaccount\/dashboard$/);
});

test('a guest sent to log in from an account page returns to it afterwards', async ({ page }) => {
  const customer = await newCustomer();
  await page.goto('/myaccount/address');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount\/address$/);
  await expect(page.getByRole('heading', heading('Addresses'))).toBeVisible();
});

test('an admin who logs in goes to the admin area', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin.identifier);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.role)).toBe('ADMIN');
});
