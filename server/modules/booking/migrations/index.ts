import type { Migration } from '../../../platform/db/migrations';
import { createBookingTables } from './202611210700-create-booking-tables';
import { bookingOverlapGuards } from './202611210701-booking-overlap-guards';

export const migrations: Migration[] = [createBookingTables, bookingOverlapGuards];
