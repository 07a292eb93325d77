import { describe, expect, it } from 'vitest';
import { urlSigner } from '../../files/signing';
import { lineMessageOf } from '../line/outbound-messages';
import { PLATFORM_MEDIA_URL_TTL_MS, withPublicMedia } from './public-media';

const NOW = Date.UTC(2026, 10, 25);
const signer = urlSigner(Buffer.alloc(32, 1), () => NOW);

describe('a reply\'s media as LINE fetches it', () => {
  it('puts our files under the https PUBLIC_URL with a signature good for 30 days, and LINE takes them', () => {
    const content = withPublicMedia({ contentType: 'image', data: { url: '/files/FileCake01/cake.jpg', previewUrl: '/files/FileCake02/small.jpg' } },
      'https://chat.example.com', signer);
    const { url, previewUrl } = content.data as { url: string; previewUrl: string };
    expect(url).toMatch(/^https:\/\/chat\.example\.com\/files\/FileCake01\/cake\.jpg\?expires=\d+&signature=/);
    const query = Object.fromEntries(new URL(url).searchParams) as { expires: string; signature: string };
    expect(signer.verify('GET', '/files/FileCake01/cake.jpg', query)).toBe(true);
    expect(Number(query.expires) * 1000).toBe(NOW + PLATFORM_MEDIA_URL_TTL_MS);
    expect(lineMessageOf(content)).toEqual({ type: 'image', originalContentUrl: url, previewImageUrl: previewUrl });
  });

  it('signs the images of cards and imagemaps uploaded here, so LINE and Meta can fetch them', () => {
    const card = withPublicMedia({
      contentType: 'template',
      data: { templateType: 'carousel', elements: [
        { title: 'Cake', subtitle: 'Fresh', imageUrl: '/files/FileCake01/cake.jpg', buttons: [] },
        { title: 'Tea', subtitle: 'Hot', imageUrl: 'https://cdn.example.com/tea.jpg', buttons: [] },
      ] },
    }, 'https://chat.example.com', signer);
    const [cake, tea] = (card.data as { elements: { imageUrl: string }[] }).elements;
    expect(signer.verify('GET', '/files/FileCake01/cake.jpg', Object.fromEntries(new URL(cake!.imageUrl).searchParams) as { expires: string; signature: string })).toBe(true);
    expect(tea!.imageUrl).toBe('https://cdn.example.com/tea.jpg');
    const map = withPublicMedia({ contentType: 'imagemap', data: { imageUrl: '/files/FileMap001/map.png', actions: [] } }, 'https://chat.example.com', signer);
    // LINE fetches `{baseUrl}/{width}`: the signature is in the path.
    const base = (map.data as { imageUrl: string }).imageUrl;
    const [, expires, signature] = /^https:\/\/chat\.example\.com\/files\/FileMap001\/map\.png\/(\d+)\/([\w-]+)$/.exec(base) ?? [];
    expect(signer.verify('GET', '/files/FileMap001/map.png', { expires: expires!, signature: signature! })).toBe(true);
  });

  it('leaves other URLs and other content as they are', () => {
    const outside = { contentType: 'image' as const, data: { url: 'https://cdn.example.com/a.png' } };
    expect(withPublicMedia(outside, 'https://chat.example.com', signer)).toEqual(outside);
    const text = { contentType: 'text' as const, data: { content: 'Hi' } };
    expect(withPublicMedia(text, 'https://chat.example.com', signer)).toBe(text);
  });
});
