// The catalogue keys the profile screen needs; the page picks them on the server (i18n/t.ts pick).
import type { MessageKey } from '../../../i18n/catalogue.ts';

export const PROFILE_KEYS = [
  'user.profile.title', 'user.profile.intro', 'user.profile.completion', 'user.profile.photo', 'user.profile.photoAlt',
  'user.profile.noPhoto', 'user.profile.photoField', 'user.profile.photoHint', 'user.profile.upload', 'user.profile.uploading',
  'user.profile.details', 'user.profile.preferences', 'user.profile.email', 'user.profile.emailHint',
  'user.profile.field.full_name', 'user.profile.field.first_name', 'user.profile.field.last_name', 'user.profile.field.phone',
  'user.profile.field.city', 'user.profile.field.state', 'user.profile.field.annual_income',
  'user.profile.field.preferred_rent_min', 'user.profile.field.preferred_rent_max', 'user.profile.field.preferred_bedrooms',
  'user.profile.save', 'user.profile.saving', 'user.profile.invalid', 'user.profile.temporary', 'user.profile.creationFailed',
  'portal.retry', 'portal.error.loadProfile',
] as const satisfies readonly MessageKey[];

export type ProfileTexts = Record<(typeof PROFILE_KEYS)[number], string>;
