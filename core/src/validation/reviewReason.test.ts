import { describe, expect, it } from 'vitest';
import { REVIEW_REASON_MAX } from '../messages/adminReviews.ts';
import { reviewReasonSchema } from './reviewReason.ts';

const schema = reviewReasonSchema('A reason is required');

describe('review reason', () => {
  it('is required: blank or spaces only say so', () => {
    for (const reason of ['', '   ']) {
      expect(schema.safeParse({ reason }).error?.issues[0]?.message).toBe('A reason is required');
    }
  });

  it('is kept trimmed', () => {
    expect(schema.parse({ reason: '  Rent far above the area ' })).toEqual({
      reason: 'Rent far above the area',
    });
  });

  it(`holds at most ${REVIEW_REASON_MAX} characters`, () => {
    expect(schema.safeParse({ reason: 'x'.repeat(REVIEW_REASON_MAX) }).success).toBe(true);
    expect(schema.safeParse({ reason: 'x'.repeat(REVIEW_REASON_MAX + 1) }).success).toBe(false);
  });
});
