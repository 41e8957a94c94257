// The reason an admin gives when refusing something its owner then reads (decline an application,
// reject or unlist a listing): required, kept trimmed, at most REVIEW_REASON_MAX characters.
import './browserZod.ts';
import { z } from 'zod';
import { REVIEW_REASON_MAX } from '../messages/adminReviews.ts';

/** `required` is the refusal's own text ('A reason is required to decline an application'). */
export function reviewReasonSchema(required: string) {
  return z.object({
    reason: z.string().trim().min(1, required).max(REVIEW_REASON_MAX),
  });
}
