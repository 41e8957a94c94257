import { describe, expect, it } from 'vitest';
import { daysBetween } from './dates.ts';
import { formatDate, formatDateTime, formatMonth, formatPhone, formatRelativeDays, phoneHref, placeLine, shortId } from './format.ts';

describe('formatDate', () => {
  it.each([
    ['2025-01-05', '5 Jan 2025'],
    ['2025-06-05', '5 Jun 2025'],
    ['2025-09-05', '5 Sep 2025'],
    ['2026-11-21', '21 Nov 2026'],
    // 20:00 UTC is already the next day in India.
    ['2025-01-04T20:00:00Z', '5 Jan 2025'],
    ['2025-01-04T18:29:59Z', '4 Jan 2025'],
    [new Date(Date.UTC(2025, 11, 31, 12)), '31 Dec 2025'],
    [null, '—'],
    ['', '—'],
    ['not a date', '—'],
  ] as const)('%s → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('formats months', () => {
    expect(formatMonth('2025-09-01')).toBe('Sep 2025');
  });
});

describe('relative days', () => {
  const now = new Date('2025-03-10T06:00:00Z');
  it.each([
    ['2025-03-10', 'today'],
    ['2025-03-11', 'tomorrow'],
    ['2025-03-09', 'yesterday'],
    ['2025-03-13', 'in 3 days'],
    ['2025-03-08', '2 days ago'],
    ['2025-04-10', 'in 31 days'],
  ] as const)('%s → %s', (value, expected) => {
    expect(formatRelativeDays(value, now)).toBe(expected);
  });

  it('counts calendar days across a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
  });
});

describe('shortId', () => {
  it.each([
    ['3f2a9c1e-77b0-4c1d-9e1a-0b7a3c2d1e0f', '3f2a9c1e'],
    ['abc', 'abc'],
    [null, ''],
  ] as const)('%s → %s', (value, expected) => {
    expect(shortId(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-28T11:00:00+05:30', '28 Nov 2026, 11:00 am'],
    ['2026-11-28T13:30:00Z', '28 Nov 2026, 7:00 pm'],
    ['2026-11-27T18:45:00Z', '28 Nov 2026, 12:15 am'],
    ['2026-11-28T06:30:00Z', '28 Nov 2026, 12:00 pm'],
  ])('%s → %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
  it('prints a dash for nothing', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('soon')).toBe('—');
  });
});

describe('formatPhone', () => {
  const nb = (text: string) => text.replace(/ /g, '\u00a0');
  it('shows an Indian mobile as +91 98765 43210, joined by no-break spaces', () => {
    for (const typed of ['9876543210', '+919876543210', '+91 98765 43210', '098765-43210', '91 9876543210'])
      expect(formatPhone(typed), typed).toBe(nb('+91 98765 43210'));
  });

  it('keeps any other number as given, never broken across lines', () => {
    expect(formatPhone(' 020 2567 8901 ')).toBe(nb('020 2567 8901'));
    expect(formatPhone(null)).toBe('—');
  });

  it('dials the digits', () => {
    expect(phoneHref(formatPhone('98765 43210'))).toBe('tel:+919876543210');
  });
});

describe('placeLine', () => {
  it.each([
    [['12 Paud Road', 'Kothrud', 'Pune'], '12 Paud Road, Kothrud, Pune'],
    [['12 Paud Road, Kothrud, Pune', 'Kothrud', 'Pune'], '12 Paud Road, Kothrud, Pune'],
    [['12 Paud Road, kothrud', 'Kothrud', 'Pune'], '12 Paud Road, kothrud, Pune'],
    [[null, 'HSR Layout', 'Bengaluru'], 'HSR Layout, Bengaluru'],
    [['Flat 4, Pune Heights', 'Baner', 'Pune'], 'Flat 4, Pune Heights, Baner, Pune'],
    [[' ', null, undefined], ''],
  ] as const)('%j → %s', (parts, expected) => {
    expect(placeLine(...parts)).toBe(expected);
  });
});
