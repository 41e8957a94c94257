// Story rows of the shadow balancing screen, dated relative to today so the badges stay true.
import { addDays, todayIso } from '@rentals/core/dates';
import type { AuditRecord, BrokerRecord } from './types.ts';

const today = todayIso();

export const brokers: BrokerRecord[] = [
  {
    id: 'b1',
    name: 'Aarav Mehta',
    current_rank: 'leader',
    shadow_balancing_enabled: true,
    shadow_balancing_start_date: addDays(today, -100),
    shadow_balancing_end_date: addDays(today, 80),
    shadow_balancing_reason: 'Early adopter in Pune',
  },
  {
    id: 'b2',
    name: 'Diya Sharma',
    current_rank: 'builder',
    shadow_balancing_enabled: true,
    shadow_balancing_start_date: addDays(today, -170),
    shadow_balancing_end_date: addDays(today, 5),
    shadow_balancing_reason: 'Launch cohort',
  },
  {
    id: 'b3',
    name: 'Kabir Rao',
    current_rank: 'starter',
    shadow_balancing_enabled: true,
    shadow_balancing_start_date: addDays(today, -190),
    shadow_balancing_end_date: addDays(today, -3),
    shadow_balancing_reason: 'Pilot',
  },
  {
    id: 'b4',
    name: 'Meera Iyer',
    current_rank: null,
    shadow_balancing_enabled: false,
    shadow_balancing_start_date: null,
    shadow_balancing_end_date: null,
    shadow_balancing_reason: null,
  },
];

export const audit: AuditRecord[] = [
  {
    id: 'a1',
    broker_id: 'b1',
    action: 'modified',
    reason: 'Extended for the festive season',
    start_date: addDays(today, -100),
    end_date: addDays(today, 80),
    previous_end_date: addDays(today, 60),
    created_at: `${addDays(today, -2)}T10:00:00Z`,
    brokers: { name: 'Aarav Mehta' },
  },
  {
    id: 'a2',
    broker_id: 'b4',
    action: 'disabled',
    reason: null,
    start_date: null,
    end_date: null,
    previous_end_date: addDays(today, 20),
    created_at: `${addDays(today, -20)}T10:00:00Z`,
    brokers: { name: 'Meera Iyer' },
  },
  {
    id: 'a3',
    broker_id: 'b1',
    action: 'enabled',
    reason: 'Early adopter in Pune',
    start_date: addDays(today, -100),
    end_date: addDays(today, 60),
    previous_end_date: null,
    created_at: `${addDays(today, -100)}T10:00:00Z`,
    brokers: { name: 'Aarav Mehta' },
  },
];
