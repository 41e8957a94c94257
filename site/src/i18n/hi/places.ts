// Hindi texts of the city and locality catalogue where a form other than the listing form uses it.
import type { places as english } from '../en/places.ts';

export const places: Record<keyof typeof english, string> = {
  'places.managed.proposed': '“{name}” का सुझाव दिया गया: आपका आवेदन इसे अभी इस्तेमाल कर सकता है, और हमारी टीम की समीक्षा के बाद यह सबके लिए सूची में जुड़ जाएगा।',
};
