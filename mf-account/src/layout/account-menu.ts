import { ROUTES } from 'shared-contracts';

/** The account area's pages, in menu order; the dashboard's cards link to all but the first. */
export const ACCOUNT_PAGES = [
  { to: ROUTES.myAccount.dashboard, label: 'Dashboard', description: 'An overview of your account.' },
  {
    to: ROUTES.myAccount.orders,
    label: 'Orders',
    description: 'Follow your orders and cancel those not yet shipped.',
  },
  {
    to: ROUTES.myAccount.addresses,
    label: 'Addresses',
    description: 'Add, edit and delete delivery addresses, and choose your default.',
  },
  {
    to: ROUTES.myAccount.profile,
    label: 'Account details',
    description: 'See and edit your name, email and phone number.',
  },
  { to: ROUTES.myAccount.password, label: 'Change password', description: 'Set a new password for your account.' },
] as const;
