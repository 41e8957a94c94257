import { describe, expect, it } from 'vitest';
import { consoleStore } from './consoleStore.ts';

describe('consoleStore', () => {
  it('keeps the picked language in this browser, and nothing else', () => {
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

  it('ignores a stored value that is no language of the console', () => {
    localStorage.setItem('rentals.console.locale', 'fr');
    expect(consoleStore().getItem('locale')).toBeUndefined();
    localStorage.clear();
  });
});
