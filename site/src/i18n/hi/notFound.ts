// Hindi texts of the notFound area, one for every English key.
import type { notFound as english } from '../en/notFound.ts';

export const notFound: Record<keyof typeof english, string> = {
  'notFound.title': 'पेज नहीं मिला — Rentals.in',
  'notFound.code': 'त्रुटि 404',
  'notFound.heading': 'हमें यह पेज नहीं मिला',
  'notFound.text': 'हो सकता है पता गलत लिखा गया हो, या पेज कहीं और चला गया हो। खोज कर देखें, या नीचे दिए किसी पेज पर जाएँ।',
  'notFound.search.heading': 'किराये के घर खोजें',
  'notFound.search.label': 'शहर',
  'notFound.search.placeholder': 'जैसे पुणे, बेंगलुरु, मुंबई',
  'notFound.search.submit': 'खोजें',
  'notFound.links.heading': 'लोकप्रिय पेज',
  'notFound.links.home': 'होम पेज पर जाएँ',
  'notFound.links.properties': 'प्रॉपर्टी देखें',
  'notFound.links.owners': 'अपनी प्रॉपर्टी लिस्ट करें',
  'notFound.links.services': 'हमारी सेवाएँ',
  'notFound.links.brokers': 'ब्रोकर बनें',
  'notFound.links.contact': 'हमसे संपर्क करें',
};
