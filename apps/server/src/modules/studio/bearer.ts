import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { playerOf, type StudioPlayer } from './service.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** A game client's session token (`authorization: Bearer <token>`), or `player_session_invalid`. */
export function bearerToken(request: FastifyRequest): string {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new AppError('player_session_invalid');
  return token;
}

/** The studio player of a game client's request (its bearer session), for the studio's and the lottery's routes. */
export function studioPlayerOf(db: Db, request: FastifyRequest): Promise<StudioPlayer> {
  return playerOf(db, bearerToken(request));
}
