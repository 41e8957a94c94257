import type { reviewResources } from '../reviews.ts';
import type { Translation } from './types.ts';

export const reviewResourcesHi = {
  brokers: {
    name: 'ब्रोकर |||| ब्रोकर',
    fields: {
      name: 'ब्रोकर',
      current_rank: 'मौजूदा रैंक',
      shadow_balancing_enabled: 'स्थिति',
      shadow_balancing_end_date: 'कब तक मान्य',
      shadow_balancing_reason: 'कारण',
      actions: 'कार्रवाई',
    },
  },
  shadow_balancing_audit: {
    name: 'ऑडिट प्रविष्टि |||| ऑडिट लॉग',
    fields: {
      created_at: 'तारीख',
      broker_id: 'ब्रोकर',
      action: 'कार्रवाई',
      reason: 'कारण',
      start_date: 'मान्य अवधि',
    },
  },
  payments: {
    name: 'ब्रोकर पंजीकरण |||| ब्रोकर पंजीकरण',
    fields: {
      broker_id: 'ब्रोकर',
      provider: 'प्रदाता',
      provider_payment_id: 'संदर्भ',
      amount: 'राशि',
      status: 'स्थिति',
      actions: 'कार्रवाई',
    },
  },
  admin_managed_applications: {
    name: 'आवेदन |||| मंज़ूरी बाकी',
    fields: {
      property_location: 'प्रॉपर्टी',
      landlord_name: 'मकान मालिक',
      property_type: 'प्रकार',
      monthly_rent: 'मासिक किराया',
      commission_percentage: 'कमीशन',
      management_fee_percentage: 'मैनेजमेंट फ़ीस',
      guaranteed_rent_amount: 'गारंटीड किराया',
      contract_type: 'कॉन्ट्रैक्ट का प्रकार',
      status: 'स्थिति',
      created_at: 'भेजा गया',
      actions: 'कार्रवाई',
    },
  },
  admin_managed_properties: {
    name: 'मैनेज्ड प्रॉपर्टी |||| सक्रिय प्रॉपर्टी',
    fields: {
      property_name: 'प्रॉपर्टी',
      owner_name: 'मालिक',
      monthly_rent: 'मासिक किराया',
      rvl_amount: 'RVL राशि',
      commission_percentage: 'कमीशन',
      management_fee_percentage: 'मैनेजमेंट फ़ीस',
      guaranteed_rent_amount: 'गारंटीड किराया',
      contract_type: 'कॉन्ट्रैक्ट का प्रकार',
      payment_mode: 'भुगतान का तरीका',
      monthly_rent_payment_date: 'भुगतान का दिन',
      lease_end_date: 'लीज़ खत्म होने की तारीख',
      status: 'स्थिति',
    },
  },
  admin_rvl_tracking: {
    name: 'RVL भुगतान |||| RVL ट्रैकिंग',
    fields: { property_name: 'प्रॉपर्टी', owner_name: 'मालिक', rvl_amount: 'RVL राशि' },
  },
} as const satisfies Translation<typeof reviewResources>;
