import { describe, expect, it } from 'vitest';
import { consoleStore } from './consoleStore.ts';

describe('consoleStore', () => {
  it('keeps the picked language in this browser, and no page or filter of a list', () => {
    localStorage.clear();
    const store = consoleStore();
    store.setItem('locale', 'hi');
    store.setItem('brokerRegistrations.listParams', { page: 3 });
    expect(localStorage.getItem('rentals.console.locale')).toBe('hi');
    expect(Object.keys(localStorage)).toEqual(['rentals.console.locale']);

    const nextVisit = consoleStore();
    expect(nextVisit.getItem('locale')).toBe('hi');
    expect(nextVisit.getItem('brokerRegistrations.listParams')).toBeUndefined();
  });

  it('forgets the language when react-admin resets the store at sign-out', () => {
    localStorage.clear();
    const store = consoleStore();
    store.setItem('locale', 'hi');
    store.reset();
    expect(store.getItem('locale')).toBeUndefined();
    expect(consoleStore().getItem('locale')).toBeUndefined();
  });

  it("keeps a list's saved queries and chosen columns in this browser, across a sign-out", () => {
    localStorage.clear();
    const store = consoleStore();
    store.setup();
    const query = { label: 'Pending UPI', value: { filter: { status: 'pending', provider: 'upi' } } };
    store.setItem('admin_broker_registrations.savedQueries', [query]);
    store.setItem('admin_users.datatable', ['state']);
    store.setItem('locale', 'hi');
    store.reset();
    expect(store.getItem('admin_broker_registrations.savedQueries'), 'after sign-out').toEqual([query]);
    const nextVisit = consoleStore();
    nextVisit.setup();
    expect(nextVisit.getItem('admin_broker_registrations.savedQueries'), 'next visit').toEqual([query]);
    expect(nextVisit.getItem('admin_users.datatable')).toEqual(['state']);
    nextVisit.removeItem('admin_users.datatable');
    expect(consoleStore().getItem('admin_users.datatable'), 'removed').toBeUndefined();
    localStorage.clear();
  });

  it('ignores a stored value that is no language of the console', () => {
    localStorage.setItem('rentals.console.locale', 'fr');
    expect(consoleStore().getItem('locale')).toBeUndefined();
    localStorage.clear();
  });
});
