// The catalogue keys the settings screen needs; the page picks them on the server (i18n/t.ts pick).
import type { MessageKey } from '../../../i18n/catalogue.ts';

export const SETTINGS_KEYS = [
  'user.settings.title', 'user.settings.intro', 'user.settings.password', 'user.settings.field.current_password',
  'user.settings.field.password', 'user.settings.field.confirm_password', 'user.settings.change', 'user.profile.saving',
  'user.settings.sessions', 'user.settings.sessionsIntro', 'user.settings.signOutEverywhere', 'user.settings.signingOut',
  'user.settings.email', 'user.settings.emailCurrent', 'user.settings.emailPending', 'user.settings.field.email',
  'user.settings.changeEmail', 'user.settings.mobile', 'user.settings.mobileCurrent', 'user.settings.mobileNone',
  'user.settings.mobilePending', 'user.settings.field.token', 'user.settings.field.mobile', 'user.settings.field.newMobile',
  'user.settings.mobileHint', 'user.settings.sendMobileCode', 'user.settings.verifyMobile',
] as const satisfies readonly MessageKey[];

export type SettingsTexts = Record<(typeof SETTINGS_KEYS)[number], string>;
