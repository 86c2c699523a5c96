/** The demo accounts, one per role; later features give them realistic data. */
export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: string;
  isPatient?: boolean;
  healcoAdmin?: boolean;
  providerRole?: 'STAN' | 'PHAR' | 'HPRO';
  signupReason?: 'FIND' | 'LIST' | 'ACQR';
  organization?: {
    name: string;
    city: string;
    usState: string;
    zipcode: string;
    addressLineOne: string;
    /** The practice pays for the membership (an active subscription), so it can answer applications and chat. */
    paidMember?: boolean;
  };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@demo.carespace.test',
    firstName: 'Avery',
    lastName: 'Morgan',
    phone: '2015550100',
    role: 'admin',
    healcoAdmin: true,
  },
  {
    email: 'host@demo.carespace.test',
    firstName: 'Helen',
    lastName: 'Ortiz',
    phone: '2015550101',
    role: 'provider who lists space (paid membership)',
    providerRole: 'STAN',
    signupReason: 'LIST',
    organization: {
      name: 'Riverside Family Practice',
      addressLineOne: '100 Washington Street',
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
      paidMember: true,
    },
  },
  {
    email: 'freehost@demo.carespace.test',
    firstName: 'Marcus',
    lastName: 'Bell',
    phone: '2015550106',
    role: 'provider who lists space on the free plan',
    providerRole: 'STAN',
    signupReason: 'LIST',
    organization: {
      name: 'Harborview Physical Therapy',
      addressLineOne: '500 Boulevard East',
      city: 'Weehawken',
      usState: 'NJ',
      zipcode: '07086',
    },
  },
  {
    email: 'seeker@demo.carespace.test',
    firstName: 'Samuel',
    lastName: 'Reyes',
    phone: '2015550102',
    role: 'provider looking for space',
    providerRole: 'STAN',
    signupReason: 'FIND',
    organization: {
      name: 'Reyes Counseling',
      addressLineOne: '30 Montgomery Street',
      city: 'Jersey City',
      usState: 'NJ',
      zipcode: '07302',
    },
  },
  {
    email: 'pharmacist@demo.carespace.test',
    firstName: 'Priya',
    lastName: 'Shah',
    phone: '2015550103',
    role: 'pharmacist',
    providerRole: 'PHAR',
    organization: {
      name: 'Hudson Street Pharmacy',
      addressLineOne: '415 Hudson Street',
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
    },
  },
  {
    email: 'pro@demo.carespace.test',
    firstName: 'Daniel',
    lastName: 'Kim',
    phone: '2015550104',
    role: 'healthcare professional (reviews prescriptions)',
    providerRole: 'HPRO',
    organization: {
      name: 'Kim Internal Medicine',
      addressLineOne: '75 Montgomery Street',
      city: 'Jersey City',
      usState: 'NJ',
      zipcode: '07302',
    },
  },
  {
    email: 'patient@demo.carespace.test',
    firstName: 'Jordan',
    lastName: 'Lee',
    phone: '2015550105',
    role: 'patient',
    isPatient: true,
  },
];
