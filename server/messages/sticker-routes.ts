// POST /functions/getLineSticker (02 §7): where a LINE sticker's image is. LINE's CDN serves every
// sticker by id, so the answer is built from the one rule the console also uses offline
// (common/message-content.ts lineStickerImageUrl); nothing is fetched from LINE here.
import type { FastifyInstance } from 'fastify';
import { lineStickerImageUrl } from '../../common/message-content';
import type { FunctionResponse } from '../../common/contracts/base';
import type { LineStickerRequest, LineStickerResult } from '../../common/contracts/message-data';
import { requireUser } from '../http/auth';
import type { Services } from '../services';

const stickerId = { type: 'string', pattern: '^[0-9]{1,20}$' };

const stickerSchema = {
  body: {
    type: 'object',
    required: ['stickerId'],
    properties: { stickerId, packageId: stickerId },
  },
};

export async function stickerRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  app.post<{ Body: LineStickerRequest }>('/functions/getLineSticker', { schema: stickerSchema }, async (request): Promise<FunctionResponse<LineStickerResult>> => {
    await requireUser(db, request);
    const { stickerId: id, packageId } = request.body;
    return { result: { stickerId: id, ...(packageId ? { packageId } : {}), url: lineStickerImageUrl(id)! } };
  });
}
