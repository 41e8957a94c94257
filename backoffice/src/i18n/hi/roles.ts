import type { rolesMessages } from '../roles.ts';
import type { Translation } from './types.ts';

export const rolesMessagesHi = {
  remove_title: '%{role} भूमिका हटाएँ?',
  remove_text:
    'इस यूज़र से %{role} भूमिका और उससे मिलने वाले अधिकार तुरंत हट जाएँगे। आप इसे बाद में फिर से दे सकते हैं।',
  remove: 'भूमिका हटाएँ',
  cancel: 'रद्द करें',
} as const satisfies Translation<typeof rolesMessages>;
