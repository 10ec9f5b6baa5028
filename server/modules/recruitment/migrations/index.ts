import type { Migration } from '../../../platform/db/migrations';
import { createRecruitment } from './202612200900-create-recruitment';
import { createInterviewsAndOfferLetters } from './202612200901-create-interviews-offer-letters';

export const migrations: Migration[] = [createRecruitment, createInterviewsAndOfferLetters];
