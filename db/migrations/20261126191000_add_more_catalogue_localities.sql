-- Purpose: the catalogue's first localities (india.md 3.2) were the ones its sources named, which left
-- Pune with four and most cities with two: owners of a flat in Baner or Kothrud could only propose
-- their locality and wait. These are the localities people search most in each city; any other can
-- still be proposed and joins after review.
-- Tables touched: public.localities (rows).
-- Destructive: no.

insert into public.localities (city_id, name)
select c.city_id, l.name
  from (values
    ('mumbai', array['Dadar', 'Santacruz West', 'Khar West', 'Juhu', 'Vile Parle East', 'Mulund West', 'Ghatkopar East', 'Kurla West']),
    ('thane', array['Majiwada', 'Hiranandani Estate']),
    ('navi-mumbai', array['Nerul', 'Airoli', 'Panvel']),
    ('bengaluru', array['Hebbal', 'Yelahanka', 'Jayanagar', 'Malleshwaram', 'Bannerghatta Road', 'Hennur']),
    ('delhi', array['Saket', 'Vasant Kunj', 'Rohini', 'Lajpat Nagar', 'Mayur Vihar Phase 1', 'Karol Bagh']),
    ('gurugram', array['DLF Phase 3', 'Golf Course Road', 'Sector 57']),
    ('noida', array['Noida Sector 62', 'Noida Sector 137']),
    ('hyderabad', array['Banjara Hills', 'Kukatpally', 'Miyapur']),
    ('pune', array['Baner', 'Kothrud', 'Aundh', 'Wakad', 'Kharadi', 'Hadapsar', 'Magarpatta', 'Balewadi', 'Pimple Saudagar']),
    ('chennai', array['Anna Nagar', 'T. Nagar', 'OMR', 'Porur']),
    ('kolkata', array['New Town', 'Park Street']),
    ('ahmedabad', array['Bodakdev', 'SG Highway'])
  ) as c(city_id, names)
  cross join lateral unnest(c.names) as l(name)
on conflict do nothing;
