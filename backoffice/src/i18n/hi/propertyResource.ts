import type { en } from '../en.ts';
import type { Translation } from './types.ts';

// The listings' resource: its name and one label per column (spec 2.5's review of properties).
export const propertyResourceHi = {
  name: 'प्रॉपर्टी |||| प्रॉपर्टी',
  fields: {
    title: 'शीर्षक',
    city: 'शहर',
    locality: 'इलाका',
    rent: 'किराया',
    availability: 'उपलब्धता',
    verified: 'समीक्षा',
    actions: 'कार्रवाई',
    created_at: 'लिस्ट करने की तारीख',
    review_changes: 'मंज़ूरी के बाद बदली गई',
    description: 'विवरण',
    deposit: 'डिपॉज़िट',
    image_urls: 'फ़ोटो',
    property_images: 'फ़ोटो',
    address: 'पता',
    property_type: 'प्रकार',
    bedrooms: 'बेडरूम',
    bathrooms: 'बाथरूम',
    area_sqft: 'क्षेत्रफल (वर्ग फ़ुट)',
    furnishing: 'फ़र्निशिंग',
    amenities: 'सुविधाएँ',
    latitude: 'अक्षांश',
    longitude: 'देशांतर',
  },
} as const satisfies Translation<typeof en.resources.properties>;
