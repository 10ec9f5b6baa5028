/** Shapes (inferred from shared/views/recruitment.ts) and paths of the recruitment API. */
import type { z } from 'zod';
import type {
  PublicInterviewView,
  PublicOfferLetterView,
  PublicOfferView,
} from '../../../../shared/views/recruitment';

export {
  CANDIDATE_SOURCES,
  CONTRACT_TYPES,
  CV_MAX_BYTES,
  type CandidateSource,
} from '../../../../shared/recruitment';

export type PublicOffer = z.infer<typeof PublicOfferView>;
export type PublicInterview = z.infer<typeof PublicInterviewView>;
export type PublicOfferLetter = z.infer<typeof PublicOfferLetterView>;

/** Endpoints reached without an account (the candidate's pages). */
export const PUBLIC_PATHS = {
  offer: (token: string) => `/public/recruitment/offers/${encodeURIComponent(token)}`,
  apply: (token: string) => `/public/recruitment/offers/${encodeURIComponent(token)}/apply`,
  interview: (token: string) => `/public/recruitment/interviews/${encodeURIComponent(token)}`,
  rsvp: (token: string) => `/public/recruitment/interviews/${encodeURIComponent(token)}/rsvp`,
  letter: (token: string) => `/public/recruitment/offer-letters/${encodeURIComponent(token)}`,
  respond: (token: string) => `/public/recruitment/offer-letters/${encodeURIComponent(token)}/respond`,
};

/** Router paths (under /app) of the candidate's pages; the server's mailed links use the last two. */
export const PUBLIC_ROUTES = {
  offer: '/public/offers/:token',
  interview: '/public/interviews/:token',
  letter: '/public/offer-letters/:token',
  offerUrl: (token: string) => `/public/offers/${encodeURIComponent(token)}`,
};
