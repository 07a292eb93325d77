// POST /functions/getLineSticker (02 §7): where a LINE sticker's image is. LINE's CDN serves every
// sticker by id, so the answer is built from the one rule the console also uses offline
// (common/message-content.ts lineStickerImageUrl); nothing is fetched from LINE here.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { lineStickerImageUrl } from '../../common/message-content';
import { StickerRoutes } from '../../common/contracts/message-data';
import { requireUser } from '../http/auth';
import type { Services } from '../services';

export async function stickerRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/functions/getLineSticker', { schema: StickerRoutes.getLineSticker }, async (request) => {
    await requireUser(db, request);
    const { stickerId: id, packageId } = request.body;
    return { result: { stickerId: id, ...(packageId ? { packageId } : {}), url: lineStickerImageUrl(id)! } };
  });
}
