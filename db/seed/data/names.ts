// Indian given names and surnames by region, so a Chennai landlord is more often a Tamil name.
// Common names only; any match with a real person is coincidental.

export type Region = 'north' | 'west' | 'south' | 'east';

export interface NamePool {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
}

export const NAMES: Record<Region, NamePool> = {
  north: {
    male: ['Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Rohan', 'Kabir', 'Ishaan', 'Rahul', 'Amit', 'Vikram', 'Sandeep',
      'Manish', 'Rajesh', 'Sunil', 'Deepak', 'Gaurav', 'Nitin', 'Varun', 'Harsh', 'Kunal', 'Yash', 'Ankit', 'Pankaj',
      'Mohit', 'Saurabh', 'Abhishek', 'Tarun', 'Jatin', 'Karan', 'Lakshay', 'Naveen', 'Ravi', 'Sachin', 'Vineet'],
    female: ['Ananya', 'Aadhya', 'Diya', 'Saanvi', 'Priya', 'Neha', 'Pooja', 'Shruti', 'Kavya', 'Isha', 'Ritika',
      'Simran', 'Nidhi', 'Swati', 'Komal', 'Preeti', 'Sakshi', 'Tanvi', 'Anjali', 'Megha', 'Shalini', 'Payal',
      'Jyoti', 'Ruchi', 'Sonal', 'Vandana', 'Aarti', 'Kiran', 'Mansi', 'Garima'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Singh', 'Agarwal', 'Malhotra', 'Kapoor', 'Chopra', 'Bansal', 'Arora',
      'Mehra', 'Saxena', 'Srivastava', 'Tiwari', 'Mishra', 'Pandey', 'Yadav', 'Chauhan', 'Rathore', 'Bhatia',
      'Khanna', 'Sethi', 'Goel', 'Jain', 'Tyagi', 'Dixit', 'Rastogi', 'Ahuja', 'Sood', 'Grover'],
  },
  west: {
    male: ['Aditya', 'Omkar', 'Siddharth', 'Pranav', 'Tejas', 'Nikhil', 'Sanket', 'Rohit', 'Mihir', 'Parth',
      'Dhruv', 'Chirag', 'Hardik', 'Jay', 'Keyur', 'Nirav', 'Bhavesh', 'Ketan', 'Mayur', 'Prathamesh', 'Shreyas',
      'Vaibhav', 'Ajinkya', 'Chinmay', 'Sagar', 'Tushar', 'Amol', 'Hemant', 'Yogesh', 'Jignesh'],
    female: ['Aditi', 'Rutuja', 'Sayali', 'Gauri', 'Mrunal', 'Pooja', 'Sneha', 'Prajakta', 'Ketaki', 'Madhura',
      'Hetal', 'Khushi', 'Riddhi', 'Siddhi', 'Nisha', 'Foram', 'Dhara', 'Krupa', 'Janhavi', 'Shraddha', 'Ashwini',
      'Manasi', 'Rujuta', 'Vaishnavi', 'Bhakti', 'Urvi', 'Zarna', 'Palak', 'Devanshi', 'Heena'],
    surnames: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Pawar', 'Jadhav', 'Shinde', 'Gokhale', 'Apte', 'Bhosale',
      'Naik', 'Sawant', 'Chavan', 'Mahajan', 'Kale', 'Patel', 'Shah', 'Mehta', 'Desai', 'Parikh', 'Trivedi',
      'Modi', 'Vora', 'Thakkar', 'Gandhi', 'Dave', 'Pandya', 'Bhatt', 'Kamath', 'Salvi'],
  },
  south: {
    male: ['Arun', 'Karthik', 'Vignesh', 'Suresh', 'Ramesh', 'Prakash', 'Srinivas', 'Venkatesh', 'Harish',
      'Rajkumar', 'Balaji', 'Ganesh', 'Mahesh', 'Naveen', 'Praveen', 'Sai', 'Sriram', 'Vijay', 'Anand', 'Dinesh',
      'Krishna', 'Murali', 'Raghav', 'Sanjay', 'Shankar', 'Aravind', 'Kiran', 'Madhav', 'Nandan', 'Pradeep',
      'Rakesh', 'Sudheer', 'Tarun', 'Varadhan'],
    female: ['Lakshmi', 'Divya', 'Deepa', 'Kavitha', 'Priyanka', 'Sowmya', 'Anusha', 'Bhavana', 'Harini', 'Keerthana',
      'Meenakshi', 'Nandini', 'Pavithra', 'Ramya', 'Revathi', 'Sangeetha', 'Shwetha', 'Sindhu', 'Swathi', 'Vidya',
      'Aishwarya', 'Archana', 'Gayathri', 'Janani', 'Malini', 'Padma', 'Sahana', 'Tejaswini', 'Usha', 'Yamini'],
    surnames: ['Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Krishnan', 'Subramanian',
      'Raman', 'Gowda', 'Hegde', 'Shetty', 'Kumar', 'Venkataraman', 'Srinivasan', 'Chandrasekhar', 'Varma',
      'Kurup', 'Nambiar', 'Bhat', 'Achar', 'Murthy', 'Prasad', 'Sastry', 'Chowdary', 'Raju', 'Ramachandran', 'Balan'],
  },
  east: {
    male: ['Arindam', 'Sourav', 'Debashish', 'Subhajit', 'Anirban', 'Abhijit', 'Rajdeep', 'Sayan', 'Tanmay',
      'Indranil', 'Kaushik', 'Partha', 'Pritam', 'Sandip', 'Suman', 'Amitava', 'Biswajit', 'Dipankar', 'Rupam',
      'Sudipto', 'Bikash', 'Pradyumna', 'Satyajit', 'Soumya', 'Tapas'],
    female: ['Ananya', 'Ishita', 'Moumita', 'Paromita', 'Rituparna', 'Sohini', 'Tanushree', 'Debolina', 'Madhumita',
      'Payel', 'Rimjhim', 'Sanchita', 'Sreya', 'Sudeshna', 'Oindrila', 'Poulami', 'Anwesha', 'Barnali', 'Chandrima',
      'Mitali', 'Nabanita', 'Piyali', 'Shreya', 'Trisha', 'Sayantani'],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Bose', 'Ghosh', 'Das', 'Sen', 'Dutta', 'Roy', 'Chakraborty',
      'Bhattacharya', 'Ganguly', 'Sarkar', 'Mitra', 'Basu', 'Majumdar', 'Pal', 'Saha', 'Nandi', 'Mondal',
      'Mohanty', 'Patnaik', 'Panda', 'Sahoo', 'Mishra'],
  },
};

/** Where people in a city mostly come from; others move in from everywhere. */
export const CITY_REGION: Record<string, Region> = {
  mumbai: 'west', thane: 'west', 'navi-mumbai': 'west', pune: 'west', ahmedabad: 'west',
  bengaluru: 'south', hyderabad: 'south', chennai: 'south',
  delhi: 'north', gurugram: 'north', noida: 'north', 'greater-noida': 'north',
  kolkata: 'east',
};
