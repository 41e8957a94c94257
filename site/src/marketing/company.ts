// How to reach the company, in one place for every page that names it.

export const COMPANY = {
  name: 'Rentals.in',
  supportEmail: 'support@rentals.in',
  partnersEmail: 'partners@rentals.in',
  grievanceEmail: 'grievance@rentals.in',
  privacyEmail: 'privacy@rentals.in',
  city: 'Bengaluru, Karnataka, India',
  /** Where brokers pay the registration fee by UPI, and the name their app shows for it. */
  brokerFeeUpiId: 'rentalsin.brokers@hdfcbank',
  brokerFeePayee: 'Rentals.in Broker Programme',
  /** Support hours, India time. */
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
} as const;
