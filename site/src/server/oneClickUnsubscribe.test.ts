import { describe, expect, it } from 'vitest';
import { isOneClickUnsubscribe, unsubscribeToken } from './oneClickUnsubscribe.ts';

describe('the one-click unsubscribe route', () => {
  it('answers POST to the unsubscribe address only: GET is the page that asks', () => {
    expect(isOneClickUnsubscribe('POST', '/alerts/unsubscribe')).toBe(true);
    expect(isOneClickUnsubscribe('POST', '/alerts/unsubscribe/')).toBe(true);
    expect(isOneClickUnsubscribe('GET', '/alerts/unsubscribe')).toBe(false);
    expect(isOneClickUnsubscribe('POST', '/alerts/unsubscribe-all')).toBe(false);
  });

  it('takes a token only when it can be one', () => {
    expect(unsubscribeToken(' 6F1E0C55-1111-4AAA-8BBB-000000000000 ')).toBe('6f1e0c55-1111-4aaa-8bbb-000000000000');
    expect(unsubscribeToken('6f1e0c55')).toBeNull();
    expect(unsubscribeToken("' or 1=1 --")).toBeNull();
    expect(unsubscribeToken(null)).toBeNull();
  });
});
