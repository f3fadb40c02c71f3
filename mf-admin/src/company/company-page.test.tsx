// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, QUERY_KEYS } from 'shared-contracts';
import { companyApi } from 'store-runtime';
import { apiError, renderAdmin } from '../test-utils';
import CompanyPage from './company-page';

const company = {
  name: 'Volt',
  description: null,
  logoUrl: null,
  phone: '9876543210',
  email: 'hi@volt.example',
  address: '1 Road',
  pincode: '560001',
};

describe('<CompanyPage>', () => {
  afterEach(() => jest.restoreAllMocks());

  it('limits phone to 10 and pincode to 6 characters, needs a name, and saves the whole form', async () => {
    jest
      .spyOn(companyApi, 'get')
      .mockResolvedValueOnce(company)
      .mockResolvedValue({ ...company, name: 'Volt 2' });
    const update = jest.spyOn(companyApi, 'update').mockResolvedValue({ ...company, name: 'Volt 2' });
    const { queryClient } = renderAdmin(<CompanyPage />);
    const name = await screen.findByLabelText('Company Name');
    expect(name).toHaveValue('Volt');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('maxlength', '6');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    await userEvent.type(name, 'Volt 2');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0]?.[0] as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      name: 'Volt 2',
      email: 'hi@volt.example',
      phone: '9876543210',
      address: '1 Road',
      pincode: '560001',
    });
    expect(await screen.findByText(MESSAGES.companyUpdated)).toBeInTheDocument();
    // The shell's header and footer read this query: it is refreshed at once.
    await waitFor(() => expect(queryClient.getQueryData(QUERY_KEYS.company)).toMatchObject({ name: 'Volt 2' }));
    expect(companyApi.get).toHaveBeenCalledTimes(2);
  });

  it("says 'Update failed!' when saving fails", async () => {
    jest.spyOn(companyApi, 'get').mockResolvedValue(company);
    jest.spyOn(companyApi, 'update').mockRejectedValue(apiError(500));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<CompanyPage />);
    await screen.findByLabelText('Company Name');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MESSAGES.updateFailed)).toBeInTheDocument();
  });
});
