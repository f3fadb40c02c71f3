import { ROUTES } from 'shared-contracts';

/**
 * Where a successful login goes (product rules §2): an ADMIN to /admin, anyone else back to the
 * page that sent them to log in (the shell's guards pass it as `from`), else /myaccount.
 * Only a path on this site is followed.
 */
export function loginTarget(userType: string, from: unknown): string {
  if (userType.toUpperCase() === 'ADMIN') return ROUTES.admin.root;
  if (
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/\\') &&
    from.split(/[?#]/)[0] !== ROUTES.login
  ) {
    return from;
  }
  return ROUTES.myAccount.root;
}
