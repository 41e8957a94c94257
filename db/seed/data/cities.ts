// Cities, real localities, rents, areas, deposits and furnishing mix, transcribed from
// shared/data/india.md (sections 3.2 to 3.5). Rent ranges are that file's derived seed ranges.

/** Inclusive rupee range. */
export type Range = readonly [number, number];

export interface CityPool {
  id: string;
  name: string;
  state: string;
  localities: readonly string[];
  /** Localities whose rents lean to the top of the city range (india.md: "widen for premium localities"). */
  premium: readonly string[];
  /** Share of listings in this city (weights, normalised by the generator). */
  weight: number;
  rent: { 1: Range; 2: Range; 3: Range };
  /** Typical 2BHK carpet area in sq ft; other sizes scale from it. */
  area2: Range;
  deposit: { min: number; max: number; mode: number };
  /** Share of fully furnished listings (base 15 %, bumped in Gurugram/Mumbai, cut in the south and east). */
  fullyFurnished: number;
  /** NCR and Bengaluru favour independent floors (india.md 3.5), seeded as Independent House. */
  independentFloors: boolean;
  /** Approximate city centre; listings jitter around it. */
  lat: number;
  lng: number;
}

const k = 1000;

export const CITIES: readonly CityPool[] = [
  {
    id: 'mumbai', name: 'Mumbai', state: 'Maharashtra', weight: 16,
    localities: ['Andheri East', 'Andheri West', 'Malad West', 'Chembur', 'Borivali West', 'Mira Road East',
      'Virar West', 'Kandivali', 'Goregaon', 'Jogeshwari East', 'Powai', 'Bandra', 'Lower Parel', 'Worli', 'Colaba'],
    premium: ['Bandra', 'Lower Parel', 'Worli', 'Colaba'],
    rent: { 1: [25 * k, 70 * k], 2: [45 * k, 120 * k], 3: [80 * k, 250 * k] }, area2: [550, 900],
    deposit: { min: 3, max: 6, mode: 4 }, fullyFurnished: 0.35, independentFloors: false, lat: 19.076, lng: 72.8777,
  },
  {
    id: 'thane', name: 'Thane', state: 'Maharashtra', weight: 5,
    localities: ['Thane West', 'Ghodbunder Road', 'Kolshet'], premium: [],
    rent: { 1: [15 * k, 28 * k], 2: [25 * k, 45 * k], 3: [40 * k, 75 * k] }, area2: [650, 1000],
    deposit: { min: 3, max: 6, mode: 4 }, fullyFurnished: 0.15, independentFloors: false, lat: 19.2183, lng: 72.9781,
  },
  {
    id: 'navi-mumbai', name: 'Navi Mumbai', state: 'Maharashtra', weight: 4,
    localities: ['Kharghar', 'Vashi'], premium: [],
    rent: { 1: [15 * k, 28 * k], 2: [25 * k, 45 * k], 3: [40 * k, 75 * k] }, area2: [650, 1000],
    deposit: { min: 3, max: 6, mode: 4 }, fullyFurnished: 0.15, independentFloors: false, lat: 19.033, lng: 73.0297,
  },
  {
    id: 'bengaluru', name: 'Bengaluru', state: 'Karnataka', weight: 16,
    localities: ['Whitefield', 'Sarjapur Road', 'Koramangala', 'Indiranagar', 'Bellandur', 'HSR Layout',
      'Electronic City Phase I', 'Thanisandra Main Road', 'Marathahalli–ORR', 'BTM Layout', 'JP Nagar'],
    premium: ['Koramangala', 'Indiranagar'],
    rent: { 1: [15 * k, 30 * k], 2: [25 * k, 65 * k], 3: [40 * k, 150 * k] }, area2: [1000, 1250],
    deposit: { min: 6, max: 10, mode: 10 }, fullyFurnished: 0.08, independentFloors: true, lat: 12.9716, lng: 77.5946,
  },
  {
    id: 'delhi', name: 'Delhi', state: 'Delhi', weight: 9,
    localities: ['Dwarka', 'Greater Kailash II'], premium: ['Greater Kailash II'],
    rent: { 1: [15 * k, 30 * k], 2: [25 * k, 60 * k], 3: [40 * k, 120 * k] }, area2: [800, 1200],
    deposit: { min: 1, max: 3, mode: 2 }, fullyFurnished: 0.15, independentFloors: true, lat: 28.6139, lng: 77.209,
  },
  {
    id: 'gurugram', name: 'Gurugram', state: 'Haryana', weight: 7,
    localities: ['Sohna Road', 'Sector 77'], premium: [],
    rent: { 1: [15 * k, 30 * k], 2: [28 * k, 55 * k], 3: [40 * k, 100 * k] }, area2: [1100, 1400],
    deposit: { min: 2, max: 3, mode: 2 }, fullyFurnished: 0.38, independentFloors: true, lat: 28.4595, lng: 77.0266,
  },
  {
    id: 'noida', name: 'Noida', state: 'Uttar Pradesh', weight: 5,
    localities: ['Noida Sector 150', 'Noida Sector 78'], premium: [],
    rent: { 1: [9 * k, 18 * k], 2: [15 * k, 30 * k], 3: [25 * k, 45 * k] }, area2: [950, 1250],
    deposit: { min: 1, max: 3, mode: 2 }, fullyFurnished: 0.15, independentFloors: true, lat: 28.5355, lng: 77.391,
  },
  {
    id: 'greater-noida', name: 'Greater Noida', state: 'Uttar Pradesh', weight: 2,
    localities: ['Greater Noida Sector 1'], premium: [],
    rent: { 1: [9 * k, 18 * k], 2: [15 * k, 30 * k], 3: [25 * k, 45 * k] }, area2: [950, 1250],
    deposit: { min: 1, max: 3, mode: 2 }, fullyFurnished: 0.15, independentFloors: true, lat: 28.4744, lng: 77.504,
  },
  {
    id: 'hyderabad', name: 'Hyderabad', state: 'Telangana', weight: 11,
    localities: ['HITEC City', 'Gachibowli', 'Madhapur', 'Kokapet', 'Financial District', 'Jubilee Hills', 'Kondapur'],
    premium: ['Kokapet', 'Financial District', 'Jubilee Hills', 'Kondapur'],
    rent: { 1: [12 * k, 25 * k], 2: [20 * k, 55 * k], 3: [35 * k, 80 * k] }, area2: [1000, 1300],
    deposit: { min: 2, max: 3, mode: 2 }, fullyFurnished: 0.08, independentFloors: false, lat: 17.385, lng: 78.4867,
  },
  {
    id: 'pune', name: 'Pune', state: 'Maharashtra', weight: 10,
    localities: ['Hinjewadi', 'Wagholi', 'Koregaon Park', 'Viman Nagar'], premium: ['Koregaon Park'],
    rent: { 1: [12 * k, 22 * k], 2: [20 * k, 40 * k], 3: [30 * k, 65 * k] }, area2: [850, 1100],
    deposit: { min: 2, max: 5, mode: 3 }, fullyFurnished: 0.2, independentFloors: false, lat: 18.5204, lng: 73.8567,
  },
  {
    id: 'chennai', name: 'Chennai', state: 'Tamil Nadu', weight: 7,
    localities: ['Adyar', 'Velachery'], premium: ['Adyar'],
    rent: { 1: [10 * k, 20 * k], 2: [18 * k, 40 * k], 3: [30 * k, 60 * k] }, area2: [900, 1200],
    deposit: { min: 3, max: 6, mode: 4 }, fullyFurnished: 0.07, independentFloors: false, lat: 13.0827, lng: 80.2707,
  },
  {
    id: 'kolkata', name: 'Kolkata', state: 'West Bengal', weight: 5,
    localities: ['Salt Lake', 'Ballygunge'], premium: ['Ballygunge'],
    rent: { 1: [8 * k, 18 * k], 2: [15 * k, 35 * k], 3: [25 * k, 55 * k] }, area2: [850, 1150],
    deposit: { min: 2, max: 3, mode: 2 }, fullyFurnished: 0.07, independentFloors: true, lat: 22.5726, lng: 88.3639,
  },
  {
    id: 'ahmedabad', name: 'Ahmedabad', state: 'Gujarat', weight: 3,
    localities: ['Satellite', 'Prahlad Nagar'], premium: [],
    rent: { 1: [8 * k, 15 * k], 2: [15 * k, 30 * k], 3: [22 * k, 45 * k] }, area2: [1000, 1300],
    deposit: { min: 2, max: 3, mode: 2 }, fullyFurnished: 0.15, independentFloors: false, lat: 23.0225, lng: 72.5714,
  },
];

/** Semi-furnished share among non-fully-furnished listings: the 50 : 35 split of india.md 3.5. */
export const SEMI_SHARE_OF_REST = 50 / 85;

/** 4+ BHK rent range (derived, not in india.md): from the 3BHK midpoint to 1.5 × the 3BHK top, in ₹500 steps. */
export function largeRent(city: CityPool): Range {
  const [lo, hi] = city.rent[3];
  return [Math.round((lo + hi) / 2 / 500) * 500, Math.round((hi * 1.5) / 500) * 500];
}
