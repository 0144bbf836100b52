import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** The origin clients reach this server at: PUBLIC_URL, else what the request says. */
export function publicOrigin(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** A full address for a stored path ('/uploads/x.svg'); full addresses and empty values are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
