// English texts of the city and locality catalogue where a form other than the listing form uses it.
export const places = {
  'places.managed.proposed': '“{name}” is proposed: your application can use it now, and it joins the list for everyone once our team has reviewed it.',
};
