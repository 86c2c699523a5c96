// Security audit-log event codes (HIPAA Security Rule §164.312(b) audit controls), grouped by area.
import type { ReferenceItem } from './types.ts';

export const auditEvent: ReadonlyArray<ReferenceItem> = [
  // Authentication
  { id: 'ACCR', name: 'Account created' },
  { id: 'LGIN', name: 'Sign-in succeeded' },
  { id: 'LGFL', name: 'Sign-in failed' },
  // Kept for older rows: wrong passwords no longer lock an account (LGTH instead).
  { id: 'LOCK', name: 'Account locked after failed sign-ins' },
  { id: 'LGTH', name: 'Sign-ins slowed down after failed attempts' },
  { id: 'LGOT', name: 'Signed out' },
  { id: 'TFAF', name: 'Two-factor code rejected' },
  { id: 'RAUT', name: 'Password re-entered at the idle lock' },
  // Account and credentials
  { id: 'PWCH', name: 'Password changed' },
  { id: 'PWRQ', name: 'Password reset requested' },
  { id: 'PWRS', name: 'Password reset completed' },
  { id: 'EMCH', name: 'Email changed' },
  { id: 'EMVR', name: 'Email verified' },
  { id: 'SUCD', name: 'Sign-up code sent' },
  { id: 'PHCH', name: 'Phone changed' },
  { id: 'PHVR', name: 'Phone verified' },
  { id: 'TFAE', name: 'Two-factor authentication enabled' },
  { id: 'TFAD', name: 'Two-factor authentication disabled' },
  { id: 'ROLE', name: 'Role changed' },
  { id: 'ACDE', name: 'Account deactivated' },
  { id: 'ACRE', name: 'Account reactivated' },
  // Protected health information (ePHI) sessions
  { id: 'EPHA', name: 'ePHI access started' },
  { id: 'EPHC', name: 'ePHI session continued' },
  { id: 'EPHT', name: 'ePHI session timed out' },
  { id: 'EPHL', name: 'ePHI session signed out' },
  { id: 'ACDN', name: 'Access to protected health information denied' },
  // Records and files
  { id: 'RCVW', name: 'Record viewed' },
  { id: 'RCUP', name: 'Record updated' },
  { id: 'RCEX', name: 'Records exported' },
  { id: 'FUPL', name: 'File uploaded' },
  { id: 'FDWN', name: 'File downloaded' },
  { id: 'FDEL', name: 'File deleted' },
  { id: 'RXAP', name: 'Prescription request accepted' },
  { id: 'RXRJ', name: 'Prescription request rejected' },
  { id: 'RXRF', name: 'Prescription request referred for an in-person visit' },
  // In-person visits
  { id: 'IPOF', name: 'In-person visit offer updated' },
  { id: 'IPVR', name: 'In-person visit requested' },
  { id: 'IPVA', name: 'In-person visit accepted' },
  { id: 'IPVD', name: 'In-person visit declined' },
  // Space bookings
  { id: 'BKCA', name: 'Booking cancelled by an admin' },
  // Provider licenses
  { id: 'LCSB', name: 'License submitted for verification' },
  { id: 'LCWD', name: 'License withdrawn' },
  { id: 'LCVR', name: 'License verified' },
  { id: 'LCRJ', name: 'License rejected' },
];
