import { loginTarget } from './login-target';

test('an admin goes to /admin, whatever sent them', () => {
  expect(loginTarget('ADMIN', '/myaccount/order')).toBe('/admin');
  expect(loginTarget('admin', undefined)).toBe('/admin');
});

test('a customer goes back to the page that sent them, else to /myaccount', () => {
  expect(loginTarget('CUSTOMER', '/checkout')).toBe('/checkout');
  expect(loginTarget('CUSTOMER', '/myaccount/order?page=2')).toBe('/myaccount/order?page=2');
  expect(loginTarget('CUSTOMER', undefined)).toBe('/myaccount');
  expect(loginTarget('CUSTOMER', null)).toBe('/myaccount');
});

test('only paths on this site are followed', () => {
  expect(loginTarget('CUSTOMER', 'https://evil.example/')).toBe('/myaccount');
  expect(loginTarget('CUSTOMER', '//evil.example/')).toBe('/myaccount');
  expect(loginTarget('CUSTOMER', '/\\evil.example/')).toBe('/myaccount');
  expect(loginTarget('CUSTOMER', '/login')).toBe('/myaccount');
  expect(loginTarget('CUSTOMER', 42)).toBe('/myaccount');
});
