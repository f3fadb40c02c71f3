// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { legalPagesApi } from 'store-runtime';
import { apiError, renderAdmin } from '../test-utils';
import LegalPage from './legal-page';

const privacy = {
  id: 1,
  slug: 'privacy-policy' as const,
  title: 'Privacy Policy',
  content: '<p>Old</p>',
  createdAt: 'c',
  updatedAt: 'u',
};

describe('<LegalPage>', () => {
  afterEach(() => jest.restoreAllMocks());

  it('has a tab per page and saves each as a whole page', async () => {
    jest.spyOn(legalPagesApi, 'list').mockResolvedValue([privacy]);
    const save = jest.spyOn(legalPagesApi, 'save').mockResolvedValue(privacy);
    renderAdmin(<LegalPage />);
    expect(await screen.findByRole('tab', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Page' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        id: 1,
        createdAt: 'c',
        updatedAt: 'u',
        slug: 'privacy-policy',
        title: 'Privacy Policy',
        content: '<p>Old</p>',
      }),
    );
    expect(await screen.findByText(MESSAGES.pageSaved)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    const buttons = await screen.findAllByRole('button', { name: 'Save Page' });
    save.mockRejectedValue(apiError(500));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(save).toHaveBeenLastCalledWith({ slug: 'terms-conditions', title: 'Terms & Conditions', content: '' }),
    );
    expect(await screen.findByText(MESSAGES.savePageFailed)).toBeInTheDocument();
  });

  it("says 'Failed to fetch legal pages.'", async () => {
    jest.spyOn(legalPagesApi, 'list').mockRejectedValue(apiError(500));
    renderAdmin(<LegalPage />);
    expect(await screen.findByText(MESSAGES.fetchLegalPagesFailed)).toBeInTheDocument();
  });
});
