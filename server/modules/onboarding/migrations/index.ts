import type { Migration } from '../../../platform/db/migrations';
import { createOnboarding } from './202611210920-create-onboarding';

export const migrations: Migration[] = [createOnboarding];
