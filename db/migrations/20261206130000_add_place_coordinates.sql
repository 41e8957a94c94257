-- Purpose: the place catalogue knows where its places are, so a listing can be shown on a map at its
-- locality's point without the owner placing it. Each city gets its centre and each catalogue
-- locality its own centre (the neighbourhood's usual reference point, to about 500 m); a locality
-- without one (a later proposal) falls back to its city's centre.
-- Tables touched: public.cities, public.localities (new columns latitude, longitude, filled for the
-- catalogue's places). Destructive: no.

alter table public.cities
  add column latitude numeric(8,5) constraint cities_latitude_range check (latitude between -90 and 90),
  add column longitude numeric(8,5) constraint cities_longitude_range check (longitude between -180 and 180),
  add constraint cities_point_whole check ((latitude is null) = (longitude is null));
alter table public.localities
  add column latitude numeric(8,5) constraint localities_latitude_range check (latitude between -90 and 90),
  add column longitude numeric(8,5) constraint localities_longitude_range check (longitude between -180 and 180),
  add constraint localities_point_whole check ((latitude is null) = (longitude is null));
comment on column public.cities.latitude is 'The city''s centre (with longitude): where a listing without a locality point is shown.';
comment on column public.localities.latitude is 'The locality''s centre (with longitude): where its listings are shown unless placed.';

update public.cities c
   set latitude = v.lat, longitude = v.lng
  from (values
    ('mumbai', 19.07600, 72.87770), ('thane', 19.21830, 72.97810), ('navi-mumbai', 19.03300, 73.02970),
    ('bengaluru', 12.97160, 77.59460), ('delhi', 28.61390, 77.20900), ('gurugram', 28.45950, 77.02660),
    ('noida', 28.53550, 77.39100), ('greater-noida', 28.47440, 77.50400), ('hyderabad', 17.38500, 78.48670),
    ('pune', 18.52040, 73.85670), ('chennai', 13.08270, 80.27070), ('kolkata', 22.57260, 88.36390),
    ('ahmedabad', 23.02250, 72.57140)
  ) as v(city_id, lat, lng)
 where c.id = v.city_id;

update public.localities l
   set latitude = v.lat, longitude = v.lng
  from (values
    ('mumbai', 'Andheri East', 19.11360, 72.86970), ('mumbai', 'Andheri West', 19.13640, 72.82960),
    ('mumbai', 'Malad West', 19.18740, 72.84840), ('mumbai', 'Chembur', 19.05220, 72.90050),
    ('mumbai', 'Borivali West', 19.23200, 72.84900), ('mumbai', 'Mira Road East', 19.28130, 72.86860),
    ('mumbai', 'Virar West', 19.45590, 72.79250), ('mumbai', 'Kandivali', 19.20470, 72.85260),
    ('mumbai', 'Goregaon', 19.16630, 72.84950), ('mumbai', 'Jogeshwari East', 19.13900, 72.85800),
    ('mumbai', 'Powai', 19.11760, 72.90600), ('mumbai', 'Bandra', 19.05960, 72.82950),
    ('mumbai', 'Lower Parel', 18.99530, 72.83020), ('mumbai', 'Worli', 19.01760, 72.81620),
    ('mumbai', 'Colaba', 18.90670, 72.81470), ('mumbai', 'Dadar', 19.01780, 72.84780),
    ('mumbai', 'Santacruz West', 19.08100, 72.83500), ('mumbai', 'Khar West', 19.07000, 72.83500),
    ('mumbai', 'Juhu', 19.10750, 72.82630), ('mumbai', 'Vile Parle East', 19.09900, 72.84900),
    ('mumbai', 'Mulund West', 19.17260, 72.94250), ('mumbai', 'Ghatkopar East', 19.07900, 72.90800),
    ('mumbai', 'Kurla West', 19.07280, 72.88260),
    ('thane', 'Thane West', 19.21830, 72.97810), ('thane', 'Ghodbunder Road', 19.25800, 72.96800),
    ('thane', 'Kolshet', 19.22700, 72.99000), ('thane', 'Majiwada', 19.23300, 72.97900),
    ('thane', 'Hiranandani Estate', 19.25600, 72.97200),
    ('navi-mumbai', 'Kharghar', 19.04730, 73.06990), ('navi-mumbai', 'Vashi', 19.07710, 72.99860),
    ('navi-mumbai', 'Nerul', 19.03300, 73.01800), ('navi-mumbai', 'Airoli', 19.15900, 72.99860),
    ('navi-mumbai', 'Panvel', 18.98940, 73.11750),
    ('bengaluru', 'Whitefield', 12.96980, 77.75000), ('bengaluru', 'Sarjapur Road', 12.91200, 77.68000),
    ('bengaluru', 'Koramangala', 12.93520, 77.62450), ('bengaluru', 'Indiranagar', 12.97840, 77.64080),
    ('bengaluru', 'Bellandur', 12.92600, 77.67620), ('bengaluru', 'HSR Layout', 12.91160, 77.64740),
    ('bengaluru', 'Electronic City Phase I', 12.84520, 77.66020), ('bengaluru', 'Thanisandra Main Road', 13.05800, 77.63300),
    ('bengaluru', 'Marathahalli–ORR', 12.95690, 77.70110), ('bengaluru', 'BTM Layout', 12.91660, 77.61010),
    ('bengaluru', 'JP Nagar', 12.90630, 77.58570), ('bengaluru', 'Hebbal', 13.03580, 77.59700),
    ('bengaluru', 'Yelahanka', 13.10070, 77.59630), ('bengaluru', 'Jayanagar', 12.92500, 77.59380),
    ('bengaluru', 'Malleshwaram', 13.00350, 77.57100), ('bengaluru', 'Bannerghatta Road', 12.88800, 77.59700),
    ('bengaluru', 'Hennur', 13.04500, 77.64000),
    ('delhi', 'Dwarka', 28.59210, 77.04600), ('delhi', 'Greater Kailash II', 28.53100, 77.24400),
    ('delhi', 'Saket', 28.52450, 77.20660), ('delhi', 'Vasant Kunj', 28.52000, 77.15800),
    ('delhi', 'Rohini', 28.74950, 77.05650), ('delhi', 'Lajpat Nagar', 28.56770, 77.24330),
    ('delhi', 'Mayur Vihar Phase 1', 28.60800, 77.29200), ('delhi', 'Karol Bagh', 28.65190, 77.19090),
    ('gurugram', 'Sohna Road', 28.41800, 77.04300), ('gurugram', 'Sector 77', 28.37700, 76.99700),
    ('gurugram', 'DLF Phase 3', 28.49300, 77.09300), ('gurugram', 'Golf Course Road', 28.45200, 77.09800),
    ('gurugram', 'Sector 57', 28.42200, 77.07600),
    ('noida', 'Noida Sector 150', 28.41500, 77.48000), ('noida', 'Noida Sector 78', 28.56400, 77.38600),
    ('noida', 'Noida Sector 62', 28.62700, 77.36500), ('noida', 'Noida Sector 137', 28.50900, 77.40700),
    ('greater-noida', 'Greater Noida Sector 1', 28.60000, 77.43800),
    ('hyderabad', 'HITEC City', 17.44740, 78.37620), ('hyderabad', 'Gachibowli', 17.44010, 78.34890),
    ('hyderabad', 'Madhapur', 17.44830, 78.39150), ('hyderabad', 'Kokapet', 17.39300, 78.33400),
    ('hyderabad', 'Financial District', 17.41550, 78.34300), ('hyderabad', 'Jubilee Hills', 17.43250, 78.40700),
    ('hyderabad', 'Kondapur', 17.46900, 78.35800), ('hyderabad', 'Banjara Hills', 17.41500, 78.43500),
    ('hyderabad', 'Kukatpally', 17.48490, 78.41380), ('hyderabad', 'Miyapur', 17.49690, 78.35600),
    ('pune', 'Hinjewadi', 18.59120, 73.73890), ('pune', 'Wagholi', 18.58080, 73.97870),
    ('pune', 'Koregaon Park', 18.53620, 73.89400), ('pune', 'Viman Nagar', 18.56790, 73.91430),
    ('pune', 'Baner', 18.55900, 73.78680), ('pune', 'Kothrud', 18.50740, 73.80770),
    ('pune', 'Aundh', 18.55800, 73.80750), ('pune', 'Wakad', 18.59900, 73.76300),
    ('pune', 'Kharadi', 18.55150, 73.93480), ('pune', 'Hadapsar', 18.50890, 73.92600),
    ('pune', 'Magarpatta', 18.51400, 73.92700), ('pune', 'Balewadi', 18.57900, 73.77300),
    ('pune', 'Pimple Saudagar', 18.59800, 73.80000),
    ('chennai', 'Adyar', 13.00120, 80.25650), ('chennai', 'Velachery', 12.98150, 80.21800),
    ('chennai', 'Anna Nagar', 13.08500, 80.21010), ('chennai', 'T. Nagar', 13.04180, 80.23410),
    ('chennai', 'OMR', 12.92500, 80.23000), ('chennai', 'Porur', 13.03820, 80.15650),
    ('kolkata', 'Salt Lake', 22.58000, 88.41500), ('kolkata', 'Ballygunge', 22.52800, 88.36400),
    ('kolkata', 'New Town', 22.57800, 88.47200), ('kolkata', 'Park Street', 22.55200, 88.35300),
    ('ahmedabad', 'Satellite', 23.03000, 72.52500), ('ahmedabad', 'Prahlad Nagar', 23.01100, 72.50600),
    ('ahmedabad', 'Bodakdev', 23.04000, 72.51000), ('ahmedabad', 'SG Highway', 23.04500, 72.50500)
  ) as v(city_id, name, lat, lng)
 where l.city_id = v.city_id and l.name = v.name;
