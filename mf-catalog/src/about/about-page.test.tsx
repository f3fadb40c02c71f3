import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyApi, legalPagesApi } from 'store-runtime';
import LegalPage from '../legal/legal-page';
import { company, renderPage } from '../test-utils';
import AboutPage from './about-page';

const companyDetails = jest.spyOn(companyApi, 'get');
const legal = jest.spyOn(legalPagesApi, 'list');

beforeEach(() => jest.clearAllMocks());

test('About shows the company details, and a retry when they fail', async () => {
  companyDetails.mockRejectedValueOnce(new Error('down')).mockResolvedValue(company());
  renderPage(<AboutPage />, { path: '/about', url: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'VoltKart' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'VoltKart logo' })).toHaveAttribute('loading', 'lazy');
  expect(screen.getByText('Electronics for India.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(screen.getByText('MG Road, Bengaluru - 560001')).toBeInTheDocument();
});

test('a legal page shows the saved content of its slug, and an unknown slug says so', async () => {
  legal.mockResolvedValue([
    {
      id: 1,
      title: 'Privacy Policy',
      slug: 'privacy-policy',
      content: '<p>We never sell your data.</p>',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
    },
  ]);
  const { unmount } = renderPage(<LegalPage />, { path: '/legal/:slug', url: '/legal/privacy-policy' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText('We never sell your data.')).toBeInTheDocument();
  unmount();
  renderPage(<LegalPage />, { path: '/legal/:slug', url: '/legal/terms-conditions' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
