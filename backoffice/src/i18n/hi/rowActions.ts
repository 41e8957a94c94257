import type { rowActionsMessages } from '../rowActions.ts';
import type { Translation } from './types.ts';

export const rowActionsMessagesHi = {
  approve: 'मंज़ूर करें: %{name}',
  reject: 'अस्वीकार करें: %{name}',
  approve_configure: 'मंज़ूर करें और सेट करें: %{name}',
  decline: 'अस्वीकार करें: %{name}',
  configure: 'सेट करें: %{name}',
  mark_paid: '%{month} का भुगतान हो गया चिह्नित करें, %{name}',
  undo_paid: '%{month} का भुगतान वापस लें, %{name}',
} as const satisfies Translation<typeof rowActionsMessages>;
