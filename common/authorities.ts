// The authorities of 01 §6 as a list (the type is Authority in contracts/base.ts).
import type { Authority } from './contracts/base';

/** Every authority a member can have (01 §6), most powerful first. */
export const AUTHORITIES: readonly Authority[] = ['admin', 'general', 'private-only', 'customer-readonly'];
