import { describe, expect, it } from 'vitest';
import { assigneesFor, type Appointment } from './assignees.ts';

const appointments: Appointment[] = [
  { manager_id: 'm1', manager_name: 'Farhan Qureshi', landlord_id: 'l1', landlord_name: 'Suresh Reddy' },
  { manager_id: 'm2', manager_name: 'Kavya Iyer', landlord_id: 'l1', landlord_name: 'Suresh Reddy' },
  { manager_id: 'm1', manager_name: 'Farhan Qureshi', landlord_id: 'l2', landlord_name: 'Meena Rao' },
];

describe('assigneesFor', () => {
  it("offers a landlord their own managers, and not themselves", () => {
    expect(assigneesFor('l1', appointments, 'l1')).toEqual([
      { id: 'm1', name: 'Farhan Qureshi', kind: 'manager' },
      { id: 'm2', name: 'Kavya Iyer', kind: 'manager' },
    ]);
  });

  it('offers a manager the owner of that property and its other managers, never another landlord', () => {
    expect(assigneesFor('l2', appointments, 'm1')).toEqual([{ id: 'l2', name: 'Meena Rao', kind: 'owner' }]);
    expect(assigneesFor('l1', appointments, 'm1').map((a) => a.id)).toEqual(['l1', 'm2']);
  });

  it('offers nobody when the owner has appointed no manager', () => {
    expect(assigneesFor('l3', appointments, 'l3')).toEqual([]);
  });
});
