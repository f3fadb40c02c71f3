// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPECIFICATION_MESSAGES } from 'shared-contracts/schemas';
import { specificationsError } from './specifications-fields';
import { mockProductSave, phone, renderProductForm, sentJsonField } from './test-fixtures';

describe('specificationsError', () => {
  it("answers with the shared schema's message naming the group and row", () => {
    expect(specificationsError([{ group: 'Display', rows: [{ name: 'Size', value: '6.2 inch' }] }])).toBeNull();
    expect(specificationsError([{ group: 'Display', rows: [{ name: 'Size', value: '  ' }] }])).toBe(
      SPECIFICATION_MESSAGES.rowValueRequired(1, 1),
    );
  });
});

describe('<ProductForm> specifications', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the stored table, and saves groups and rows as the admin adds and removes them', async () => {
    const save = mockProductSave();
    renderProductForm(phone);
    const display = screen.getByRole('group', { name: 'Specification group 1' });
    expect(within(display).getByLabelText('Group name')).toHaveValue('Display');
    expect(within(display).getByLabelText('Name, group 1, row 1')).toHaveValue('Size');

    await userEvent.click(within(display).getByRole('button', { name: 'Add row to Specification group 1' }));
    await userEvent.type(within(display).getByLabelText('Name, group 1, row 2'), 'Refresh rate');
    await userEvent.type(within(display).getByLabelText('Value, group 1, row 2'), '120 Hz');

    await userEvent.click(screen.getByRole('button', { name: /Add specification group/ }));
    const battery = await screen.findByRole('group', { name: 'Specification group 2' });
    await userEvent.type(within(battery).getByLabelText('Group name'), 'Battery');
    await userEvent.type(within(battery).getByLabelText('Name, group 2, row 1'), 'Capacity');
    await userEvent.type(within(battery).getByLabelText('Value, group 2, row 1'), '4000 mAh');
    await userEvent.click(within(battery).getByRole('button', { name: 'Add row to Specification group 2' }));
    await userEvent.click(within(battery).getByRole('button', { name: 'Remove group 2, row 2' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await sentJsonField(save, 'specifications')).toEqual([
      {
        group: 'Display',
        rows: [
          { name: 'Size', value: '6.2 inch' },
          { name: 'Refresh rate', value: '120 Hz' },
        ],
      },
      { group: 'Battery', rows: [{ name: 'Capacity', value: '4000 mAh' }] },
    ]);
  });

  it('does not save a row without a value, and says which one', async () => {
    const save = mockProductSave();
    renderProductForm(phone);
    const display = screen.getByRole('group', { name: 'Specification group 1' });
    await userEvent.click(within(display).getByRole('button', { name: 'Add row to Specification group 1' }));
    await userEvent.type(within(display).getByLabelText('Name, group 1, row 2'), 'Type');
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(SPECIFICATION_MESSAGES.rowValueRequired(1, 2))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('removes a whole group', async () => {
    const save = mockProductSave();
    renderProductForm(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Specification group 1' }));
    expect(screen.queryByRole('group', { name: 'Specification group 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await sentJsonField(save, 'specifications')).toEqual([]);
  });
});
