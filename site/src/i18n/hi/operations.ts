// Hindi texts of the operations area.
import type { operations as english } from '../en/operations.ts';

export const operations: Record<keyof typeof english, string> = {
  'operations.busy.title': 'अभी बहुत व्यस्त — Rentals.in',
  'operations.busy.code': 'त्रुटि 503',
  'operations.busy.heading': 'साइट पर अभी बहुत भीड़ है',
  'operations.busy.text': 'इस समय बहुत से लोग साइट देख रहे हैं, इसलिए यह पेज तैयार नहीं हो सका। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
};
