// Word lists the demo registrations are drawn from.

export const MALE_FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan',
  'Shaurya', 'Atharv', 'Advik', 'Pranav', 'Rohan', 'Kabir', 'Aniket', 'Dhruv', 'Harsh', 'Karthik',
  'Manish', 'Nikhil', 'Omkar', 'Rahul', 'Ramesh', 'Siddharth', 'Tanmay', 'Varun', 'Yash', 'Gurpreet',
  'Abhishek', 'Devansh', 'Lakshay', 'Mohammed', 'Pratham', 'Rudra', 'Samarth', 'Tejas', 'Vedant', 'Zubin',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Saanvi', 'Aadhya', 'Ananya', 'Diya', 'Pari', 'Anika', 'Navya', 'Myra', 'Sara', 'Ira',
  'Aarohi', 'Kavya', 'Meera', 'Nisha', 'Pooja', 'Riya', 'Sneha', 'Tanvi', 'Vaishnavi', 'Zara',
  'Aishwarya', 'Bhavya', 'Charvi', 'Divya', 'Esha', 'Gauri', 'Harini', 'Isha', 'Janhavi', 'Khushi',
  'Lavanya', 'Mahima', 'Nandini', 'Prisha', 'Ritika', 'Shreya', 'Trisha', 'Uma', 'Vidhi', 'Fatima',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Shah', 'Mehta', 'Joshi',
  'Kulkarni', 'Deshpande', 'Rao', 'Menon', 'Pillai', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Das', 'Bose',
  'Singh', 'Kaur', 'Malhotra', 'Kapoor', 'Agarwal', 'Bansal', 'Mishra', 'Pandey', 'Tiwari', 'Yadav',
  'Khan', 'Qureshi', 'Fernandes', "D'Souza", 'Naidu', 'Hegde', 'Shetty', 'Kamath', 'Bhat', 'Chauhan',
] as const;

/** [what the screens show, the official name when the form recorded one]. */
export const SCHOOLS: readonly (readonly [string, string | null])[] = [
  ['DPS R.K. Puram', 'Delhi Public School, R.K. Puram, New Delhi'],
  ['Kendriya Vidyalaya Andheri', 'Kendriya Vidyalaya No. 1, Andheri East, Mumbai'],
  ["St. Xavier's High School", "St. Xavier's High School, Fort, Mumbai"],
  ['Frank Anthony Public School', 'Frank Anthony Public School, Bengaluru'],
  ['National Public School Indiranagar', null],
  ['DAV Public School Pune', 'D.A.V. Public School, Aundh, Pune'],
  ['Ryan International School Kandivali', null],
  ['Chettinad Vidyashram', 'Chettinad Vidyashram, R.A. Puram, Chennai'],
  ['PSBB Millennium School', 'Padma Seshadri Bala Bhavan Millennium School, Chennai'],
  ['Loreto Convent School', null],
  ['South Point School', null],
  ['Delhi Public School Hyderabad', 'Delhi Public School, Nacharam, Hyderabad'],
  ['Sri Chaitanya Techno School', null],
  ['Kendriya Vidyalaya IIT Madras', 'Kendriya Vidyalaya, IIT Campus, Chennai'],
  ['Modern School Barakhamba', 'Modern School, Barakhamba Road, New Delhi'],
  ['Sanskriti School', null],
  ['The Heritage School', 'The Heritage School, Kolkata'],
  ['Amity International School Noida', null],
  ['Vidya Niketan School', 'Vidya Niketan School, Bhopal'],
  ['Jawahar Navodaya Vidyalaya Mysuru', null],
  ['Army Public School Dhaula Kuan', 'Army Public School, Dhaula Kuan, New Delhi'],
  ['Little Flower High School', null],
  ['Springdales School', 'Springdales School, Pusa Road, New Delhi'],
  ['Podar International School', null],
  ['Sacred Heart Convent School', 'Sacred Heart Convent School, Ludhiana'],
  ['Don Bosco School Guwahati', null],
  ['Mount Carmel School', 'Mount Carmel School, Ahmedabad'],
  ['Sardar Patel Vidyalaya', null],
  ['Kalorex Future School', null],
  ['Velammal Vidyalaya', 'Velammal Vidyalaya, Mogappair, Chennai'],
];

export const DISQUALIFICATION_REASONS = [
  'Age proof does not match the class enrolled.',
  'Appeared in a higher level in the previous competition.',
  'Registered by a centre outside the participating region.',
  'Supporting documents were not submitted before the deadline.',
  'Same participant registered under two schools.',
] as const;

export const CONFIRMATION_NOTES = ['Offline payment confirmed by admin', 'Verified and confirmed by admin'] as const;
