// Texts of the listings' bulk approval, which goes in batches of what one database call takes.
export const propertiesMessages = {
  approving: 'Approving %{sent} of %{total}…',
  approved_before_failure: '%{reason}. %{done} of %{total} were approved before it.',
};
