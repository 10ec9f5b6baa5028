import { ApiClient } from './client';
import { currentLanguage } from '../i18n';

/** The application's API client (one per page, shared by every screen). */
export const api = new ApiClient(currentLanguage);

export { ApiClient } from './client';
export { ApiProblem, isApiProblem, type FieldError, type ProblemBody } from './problem';
export { buildUrl, type Query, type QueryValue } from './url';
