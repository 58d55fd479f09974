import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/errors.ts';

/**
 * Caps the open WebSockets of one address (`perAddress`, 0: no cap): an upgrade beyond it answers 429 and is never
 * opened, so one client cannot fill the live games' server with sockets that all count as audience.
 */
export function capUpgradesPerAddress(app: FastifyInstance, perAddress: number): void {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const address = request.ip;
    const count = open.get(address) ?? 0;
    if (count >= perAddress) throw new AppError('rate_limited');
    open.set(address, count + 1);
    request.raw.socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
