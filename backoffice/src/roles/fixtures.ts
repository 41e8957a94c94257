/** The person the role management stories find by name. */
export const MEERA = {
  id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  full_name: 'Meera Iyer',
  email: 'meera.iyer@users.demo.rentals.in',
};
