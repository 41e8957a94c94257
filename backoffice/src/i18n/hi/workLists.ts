import type { workListsMessages } from '../workLists.ts';
import type { Translation } from './types.ts';

export const workListsMessagesHi = {
  listed: 'लिस्ट की गई',
  added: 'जोड़ी गई',
  lease_ends: 'लीज़ ख़त्म',
  within_30_days: '30 दिन के भीतर',
  within_90_days: '90 दिन के भीतर',
  city: 'शहर',
  all_pending: 'सभी प्रतीक्षारत',
  approval: {
    queued: 'मंज़ूर: %{title}',
    approving: 'मंज़ूर हो रही है…',
    undone: 'मंज़ूरी वापस ली गई: %{title} अब भी समीक्षा की प्रतीक्षा में है',
  },
  reports: {
    select: 'चुनें: %{title}',
    select_all: 'दिखाई गई हर रिपोर्ट की गई लिस्टिंग चुनें',
    dismiss_selected: 'चुनी हुई की रिपोर्ट ख़ारिज करें',
    confirm_title:
      '%{smart_count} लिस्टिंग की रिपोर्ट ख़ारिज करें? |||| %{smart_count} लिस्टिंग की रिपोर्ट ख़ारिज करें?',
    confirm_text:
      'उनकी खुली रिपोर्ट बंद हो जाएँगी और जो लिस्टिंग उनकी वजह से खोज से बाहर थी, वह खोज में लौट आएगी। बंद रिपोर्ट कंसोल से फिर नहीं खोली जा सकतीं।',
    confirm: 'रिपोर्ट ख़ारिज करें',
    dismissed:
      '%{smart_count} लिस्टिंग की रिपोर्ट ख़ारिज की गईं |||| %{smart_count} लिस्टिंग की रिपोर्ट ख़ारिज की गईं',
    failed: 'रिपोर्ट का निपटारा नहीं हो सका: %{reason}',
    failed_silently: 'रिपोर्ट का निपटारा नहीं हो सका। फिर से कोशिश करें।',
  },
  rvl: {
    mark_selected: 'किसी महीने का भुगतान हो गया चिह्नित करें',
    title:
      '%{smart_count} प्रॉपर्टी का RVL भुगतान हो गया चिह्नित करें? |||| %{smart_count} प्रॉपर्टी का RVL भुगतान हो गया चिह्नित करें?',
    text: 'हर प्रॉपर्टी का उस महीने का RVL भुगतान हो गया दर्ज होगा और उस महीने के कमीशन में गिना जाएगा। अगर उनमें से किसी का वह महीना लीज़ से बाहर है, तो किसी का भी दर्ज नहीं होगा।',
    month: 'महीना',
    confirm: 'भुगतान हो गया चिह्नित करें',
    done: '%{smart_count} प्रॉपर्टी का RVL भुगतान हो गया चिह्नित |||| %{smart_count} प्रॉपर्टी का RVL भुगतान हो गया चिह्नित',
  },
} as const satisfies Translation<typeof workListsMessages>;
