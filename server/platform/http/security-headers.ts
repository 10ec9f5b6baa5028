import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = NonNullable<NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>>['directives']>;

/**
 * The pages the server serves (the renderer at /app/, swagger-ui at /api-docs): scripts only from
 * the server's own files, never inline; styles may be inline because MUI's emotion and swagger-ui
 * write <style> elements at run time; images from the server, `blob:` (photos fetched with the
 * token) and `data:` (icons drawn in CSS); nothing may frame them.
 */
const PAGE_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** API answers are data, never documents: they may load nothing and be framed by nobody. */
const API_DIRECTIVES: Directives = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/** Browser features the app never uses, refused to every frame (clipboard and full screen stay allowed). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

function helmetWith(directives: Directives): RequestHandler {
  return helmet({
    // `upgrade-insecure-requests` is left out: LAN servers are reached over plain HTTP.
    contentSecurityPolicy: { useDefaults: false, directives },
    // Sent only over TLS (below): over plain HTTP it is meaningless, and on a LAN server it
    // would pin a host name that has no certificate.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * Security headers of every answer, configured once: the page policy for /app/ and /api-docs,
 * the API policy for everything else; `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 * no-referrer`, `Permissions-Policy`, and HSTS when the request came over TLS (directly or
 * through the trusted proxy's X-Forwarded-Proto).
 */
export function securityHeaders(): RequestHandler {
  const page = helmetWith(PAGE_DIRECTIVES);
  const api = helmetWith(API_DIRECTIVES);
  return (req, res, next) => {
    const isPage = req.path === '/app' || req.path.startsWith('/app/') || req.path === '/api-docs' || req.path.startsWith('/api-docs/');
    (isPage ? page : api)(req, res, (err?: unknown) => {
      if (err) return next(err);
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    });
  };
}
