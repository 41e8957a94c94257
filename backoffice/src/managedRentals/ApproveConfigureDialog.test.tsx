import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy } from '../testing/describedBy.ts';
import { doubleClick } from '../testing/doubleClick.ts';
import { typeDate } from '../testing/typeDate.ts';
import * as stories from './ApproveConfigureDialog.stories.tsx';

const { Default, Sparse, Saving, Refused, RvlAboveRent, AddressNamesItsArea } = composeStories(stories);

afterEach(cleanup);

const TITLE = 'Approve & Configure Property';
const dialog = async () => within(await screen.findByRole('dialog', { name: TITLE }));
const field = (d: ReturnType<typeof within>, label: string) =>
  d.getByLabelText(label) as HTMLInputElement;

describe('ApproveConfigureDialog', () => {
  it("sends the application's terms with the defaults of spec 9, then closes", async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    expect(field(d, 'RVL Amount (₹)').value).toBe('40000');
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    expect(
      await screen.findByText(
        'Property Approved: The managed rental property has been approved and configured.',
      ),
    ).toBeTruthy();
    expect(Default.parameters.methods.approveAndConfigureManagedProperty).toHaveBeenCalledWith(
      'app1',
      {
        property_name: '12 Paud Road, Kothrud, Pune',
        owner_name: 'Farah Khan',
        monthly_rent: 40000,
        security_deposit_company: 80000,
        security_deposit_type: 'refundable',
        payment_mode: 'bank_transfer',
        monthly_rent_payment_date: 1,
        lease_start_date: '2026-12-01',
        lease_end_date: '2027-11-30',
        affiliate_name: 'Nikhil Joshi',
        affiliate_id: 'AFF10001',
        rvl_amount: 40000,
        commission_percentage: 8,
        management_fee_percentage: 8,
        guaranteed_rent_amount: 0,
        contract_type: 'standard',
      },
    );
    expect(Default.args.onClose).toHaveBeenCalled();
  });

  it("sends the company's terms the admin sets", async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    const approve = Default.parameters.methods.approveAndConfigureManagedProperty;
    approve.mockClear();
    for (const [label, value] of [
      ['Commission (%)', '12.5'],
      ['Management Fee (%)', '6'],
      ['Guaranteed Rent (₹)', '36000'],
      ['Contract Type', 'guaranteed_rent'],
    ] as const) {
      await user.clear(field(d, label));
      await user.type(field(d, label), value);
    }
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    await screen.findByText(
      'Property Approved: The managed rental property has been approved and configured.',
    );
    expect(approve).toHaveBeenCalledWith(
      'app1',
      expect.objectContaining({
        commission_percentage: 12.5,
        management_fee_percentage: 6,
        guaranteed_rent_amount: 36000,
        contract_type: 'guaranteed_rent',
      }),
    );
  });

  it('refuses a commission above 100 % before calling the database', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    await user.clear(field(d, 'Commission (%)'));
    await user.type(field(d, 'Commission (%)'), '101');
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    expect(await d.findByText('Percentages must be between 0 and 100')).toBeTruthy();
  });

  it('saves the lease dates typed by keyboard over the defaults', async () => {
    const approve = Default.parameters.methods.approveAndConfigureManagedProperty;
    approve.mockClear();
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    await typeDate(user, 'Lease Start Date', '2027-04-15');
    await typeDate(user, 'Lease End Date', '2028-04-14');
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    expect(approve).toHaveBeenCalledWith(
      'app1',
      expect.objectContaining({ lease_start_date: '2027-04-15', lease_end_date: '2028-04-14' }),
    );
  });

  it('needs a lease end, and saves the lease dates typed and submitted with Enter', async () => {
    const approve = Sparse.parameters.methods.approveAndConfigureManagedProperty;
    approve.mockClear();
    const user = userEvent.setup();
    render(<Sparse />);
    const d = await dialog();
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    const end = d.getByRole('group', { name: /^Lease End Date/ });
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(d.getByText('Lease end date is required')).toBeTruthy();
    expect(approve, 'nothing sent without an end').not.toHaveBeenCalled();
    await user.click(within(d.getByRole('group', { name: /^Lease Start Date/ })).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('01012027');
    await user.click(within(end).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('31122027{Enter}');
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
    expect(approve).toHaveBeenCalledWith(
      'app2',
      expect.objectContaining({ lease_start_date: '2027-01-01', lease_end_date: '2027-12-31' }),
    );
  });

  it('starts an application without dates or address from what it has', async () => {
    render(<Sparse />);
    const d = await dialog();
    expect(field(d, 'RVL Amount (₹)').value).toBe('150000');
    expect(d.getByDisplayValue('HSR Layout, Bengaluru')).toBeTruthy();
    expect(d.getByDisplayValue('Vikram Rao')).toBeTruthy();
  });

  it('puts the cursor in the first refused field, its message beside it', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    await user.clear(field(d, 'Management Fee (%)'));
    await user.type(field(d, 'Management Fee (%)'), '120');
    await user.clear(field(d, 'Commission (%)'));
    await user.type(field(d, 'Commission (%)'), '101');
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    const commission = field(d, 'Commission (%)');
    await waitFor(() =>
      expect(describedBy(commission)).toBe('Percentages must be between 0 and 100'),
    );
    expect(describedBy(field(d, 'Management Fee (%)'))).toBe('Percentages must be between 0 and 100');
    expect(document.activeElement).toBe(commission);
  });

  it('sends one request for a double click', async () => {
    const approve = Saving.parameters.methods.approveAndConfigureManagedProperty;
    approve.mockClear();
    render(<Saving />);
    const d = await dialog();
    const button = d.getByRole('button', { name: 'Approve & Configure' });
    await doubleClick(button);
    expect(approve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
  });

  it('disables the button while saving', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    const d = await dialog();
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    expect(
      (d.getByRole('button', { name: 'Approve & Configure' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('refuses a rent typed as 1e3 or with paise beside the field, and reads Indian digit grouping', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    const rent = field(d, 'Monthly Rent (₹)');
    const approve = Default.parameters.methods.approveAndConfigureManagedProperty;
    const callsBefore = approve.mock.calls.length;
    for (const [typed, message] of [
      ['1e3', 'Enter an amount in rupees, e.g. 12,00,000'],
      ['25000.50', 'Monthly rent must be whole rupees from ₹500 to ₹50,00,000'],
    ] as const) {
      await user.clear(rent);
      await user.type(rent, typed);
      await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
      expect(rent.getAttribute('aria-invalid'), typed).toBe('true');
      expect(d.getByText(message), typed).toBeTruthy();
    }
    expect(approve.mock.calls.length, 'nothing sent').toBe(callsBefore);
    await user.clear(rent);
    await user.type(rent, '1,25,000');
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    await screen.findByText('Property Approved: The managed rental property has been approved and configured.');
    expect(approve).toHaveBeenLastCalledWith('app1', expect.objectContaining({ monthly_rent: 125_000 }));
  });

  it('refuses an RVL amount above the monthly rent beside the RVL field, before calling the database', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const d = await dialog();
    const approve = Default.parameters.methods.approveAndConfigureManagedProperty;
    const callsBefore = approve.mock.calls.length;
    await user.clear(field(d, 'Monthly Rent (₹)'));
    await user.type(field(d, 'Monthly Rent (₹)'), '1000');
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    expect(field(d, 'RVL Amount (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(d.getByText('RVL amount cannot be more than the monthly rent')).toBeTruthy();
    expect(approve.mock.calls.length, 'nothing sent').toBe(callsBefore);
  });

  it("shows the database's refusal of the RVL amount beside its field and stays open", async () => {
    const user = userEvent.setup();
    render(<RvlAboveRent />);
    const d = await dialog();
    await user.clear(field(d, 'Monthly Rent (₹)'));
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    await screen.findByText('Failed to approve application: RVL amount cannot be more than the monthly rent');
    expect(field(d, 'RVL Amount (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(RvlAboveRent.args.onClose).not.toHaveBeenCalled();
  });

  it("shows 'Failed to approve application' with the server's message and stays open", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    const d = await dialog();
    await user.click(d.getByRole('button', { name: 'Approve & Configure' }));
    expect(
      await screen.findByText(
        'Failed to approve application: Only submitted or under review applications can be approved',
      ),
    ).toBeTruthy();
    expect(Refused.args.onClose).not.toHaveBeenCalled();
  });

  it('names the property once when the address already gives its area and city', async () => {
    render(<AddressNamesItsArea />);
    const d = await dialog();
    expect(field(d, 'Property Name').value).toBe('12 Paud Road, Kothrud, Pune');
  });
});
