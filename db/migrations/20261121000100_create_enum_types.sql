-- Purpose: the enumerations of the data model (spec section 3), shared by every table.
-- Tables touched: none (types only). Destructive: no.

create type public.app_role as enum ('admin', 'property_manager', 'broker', 'landlord', 'tenant', 'user', 'affiliate');
create type public.property_availability as enum ('available', 'rented', 'maintenance', 'booked', 'unavailable');
create type public.property_type as enum ('Apartment', 'Villa', 'Independent House', 'Studio', 'Penthouse', 'Duplex', 'Triplex');
create type public.furnishing as enum ('Fully Furnished', 'Semi Furnished', 'Unfurnished');
create type public.tenant_preference as enum ('family', 'bachelors', 'company', 'any');
create type public.visit_status as enum ('requested', 'scheduled', 'completed', 'cancelled');
create type public.visit_type as enum ('physical', 'virtual');
create type public.application_status as enum ('pending', 'approved', 'rejected', 'withdrawn');
create type public.managed_application_status as enum ('submitted', 'under_review', 'approved', 'declined', 'rejected');
create type public.broker_rank as enum ('starter', 'builder', 'leader', 'director', 'executive', 'chairman');
create type public.shadow_balancing_action as enum ('enabled', 'modified', 'disabled');
create type public.security_deposit_type as enum ('refundable', 'non_refundable');
create type public.payment_mode as enum ('bank_transfer', 'upi', 'cash', 'cheque');
create type public.rvl_payment_status as enum ('paid', 'pending');
create type public.payment_status as enum ('pending', 'succeeded', 'failed');
create type public.affiliate_status as enum ('active', 'pending');
create type public.commission_status as enum ('pending', 'paid');
create type public.maintenance_status as enum ('open', 'in_progress', 'resolved', 'closed');
