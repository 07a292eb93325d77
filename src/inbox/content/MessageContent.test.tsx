import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentDataMap, ContentType } from '../../../common/contracts/message-data';
import type { WhatsAppTemplateMessageData } from '../../../common/contracts/whatsapp-templates';
import type { MessageRecord } from '../../../local/records';
import { activateLocale } from '../../i18n/activate';
import { MessageBubble } from '../MessageBubble';
import unavailableImage from './image-unavailable.svg';

function record<K extends ContentType>(contentType: K, data: ContentDataMap[K], fields: Partial<MessageRecord> = {}): MessageRecord {
  return {
    objectId: 'Msg0000001', orgId: 'Org0000001', conversationId: 'Conv000001', customerId: 'Cust000001', platform: 'line',
    contentType, data, sendType: 'receive', senderType: 'Customer', senderId: 'Cust000001',
    createdAt: '2024-05-01T10:00:00.000Z', updatedAt: '2024-05-01T10:00:00.000Z', ...fields,
  };
}

/** A sent WhatsApp template with this header. */
const sentTemplate = (header: WhatsAppTemplateMessageData['header']): MessageRecord => ({
  ...record('text', { content: '' }, { platform: 'whatsapp', sendType: 'send', senderType: '_User' }),
  contentType: 'template',
  data: { templateType: 'whatsapp', waTemplateId: 'Tpl0000001', name: 'menu', language: 'en_US', content: 'Our menu', parameters: [], header } as never,
});

function show(message: MessageRecord) {
  return render(<I18nProvider i18n={i18n}><MessageBubble message={message} sender="Mei" /></I18nProvider>);
}

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('text', () => {
  it('makes http(s) links clickable, leaves sentence punctuation out and never renders HTML', () => {
    show(record('text', { content: 'See https://example.com/menu?a=1. <img src=x onerror=alert(1)> javascript:alert(1)' }));
    const link = screen.getByRole('link', { name: 'https://example.com/menu?a=1' });
    expect(link.getAttribute('href')).toBe('https://example.com/menu?a=1');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
  });
});

describe('images', () => {
  it('shows the image with its caption, and the default image when it fails to load', () => {
    show(record('image', { url: 'https://cdn.example.com/cake.jpg', content: 'Our cake' }));
    const image = screen.getByRole('img', { name: 'Our cake' });
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/cake.jpg');
    fireEvent.error(image);
    const fallback = screen.getByRole('img', { name: 'Image could not be loaded' });
    expect(fallback.getAttribute('src')).toBe(unavailableImage);
  });

  it('never loads a script URL as an image', () => {
    show(record('image', { url: 'javascript:alert(1)' }));
    expect(screen.getByRole('img', { name: 'Image could not be loaded' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows every image of an image set', () => {
    show(record('imageSet', { images: [{ url: 'https://cdn.example.com/1.jpg' }, { url: 'https://cdn.example.com/2.jpg' }] }));
    const set = screen.getByRole('list', { name: '2 images' });
    expect(within(set).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Image 1 of 2', 'Image 2 of 2']);
  });

  it('shows a LINE sticker from its id', () => {
    show(record('lineSticker', { packageId: '446', stickerId: '1988' }));
    expect(screen.getByRole('img', { name: 'Sticker' }).getAttribute('src'))
      .toBe('https://stickershop.line-scdn.net/stickershop/v1/sticker/1988/android/sticker.png');
  });

  it('shows an imagemap with what its areas do', () => {
    show(record('imagemap', { imageUrl: 'https://cdn.example.com/map.png', content: 'Spring menu', actions: [
      { type: 'url', label: 'Shop', data: 'https://example.com/shop' }, { type: 'message', data: 'Book a table' },
    ] }));
    expect(screen.getByRole('img', { name: 'Spring menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('https://example.com/shop');
    expect(screen.getByText('Sends “Book a table”')).toBeTruthy();
  });
});

describe('audio, video and files', () => {
  it('plays audio and video with a download link', () => {
    show(record('audio', { url: 'https://cdn.example.com/voice.m4a' }));
    expect(screen.getByLabelText('Audio message').getAttribute('src')).toBe('https://cdn.example.com/voice.m4a');
    cleanup();
    show(record('video', { url: 'https://cdn.example.com/clip.mp4' }));
    expect(screen.getByLabelText('Video message')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('https://cdn.example.com/clip.mp4');
  });

  it('shows a file by name and size with a download link', () => {
    show(record('file', { url: 'https://cdn.example.com/menu.pdf', fileName: 'menu.pdf', size: 2048 }));
    expect(screen.getByText('menu.pdf')).toBeTruthy();
    expect(screen.getByText('2 kB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download menu.pdf' }).getAttribute('href')).toBe('https://cdn.example.com/menu.pdf');
  });
});

describe('places, templates, forms and shares', () => {
  it('shows a location with a map link', () => {
    show(record('location', { title: 'Taipei 101', address: 'Xinyi Road', latitude: 25.0339, longitude: 121.5645 }));
    expect(screen.getByText('Taipei 101')).toBeTruthy();
    expect(screen.getByText('Xinyi Road')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open map' }).getAttribute('href')).toContain('mlat=25.0339&mlon=121.5645');
  });

  it('shows a card with its buttons: links open, phones dial, postbacks and unsafe links only show', () => {
    show(record('template', { templateType: 'buttons', elements: [{ title: 'Our menu', subtitle: 'Spring', buttons: [
      { type: 'url', title: 'Open', data: 'https://example.com/menu' },
      { type: 'phone', title: 'Call', data: '+886212345678' },
      { type: 'postback', title: 'Book', data: 'BOOK' },
      { type: 'url', title: 'Trap', data: 'javascript:alert(1)' },
    ] }] }));
    expect(screen.getByRole('heading', { name: 'Our menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://example.com/menu');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+886212345678');
    expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Trap' })).toBeNull();
    expect(screen.getByText('Trap')).toBeTruthy();
  });

  it('shows a carousel card by card', () => {
    show(record('template', { templateType: 'carousel', elements: [
      { title: 'Green tea', buttons: [] }, { title: 'Black tea', buttons: [] },
    ] }));
    const carousel = screen.getByRole('list', { name: 'Carousel of 2 cards' });
    expect(within(carousel).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Green tea', 'Black tea']);
  });

  it('shows a sent WhatsApp template filled in: its name small, header, body, footer and buttons as labels', () => {
    const data: WhatsAppTemplateMessageData = {
      templateType: 'whatsapp', waTemplateId: 'Tpl0000001', name: 'order_update', language: 'en_US',
      content: 'Hi Mei, your order A-1024 is on its way.', parameters: ['Mei', 'A-1024'],
      header: { format: 'TEXT', text: 'Parley Noodles' }, footer: 'Reply STOP to opt out',
      buttons: [{ type: 'URL', text: 'Track it', url: 'https://noodles.example/track' }, { type: 'QUICK_REPLY', text: 'Thanks' }],
    };
    show({ ...record('text', { content: '' }, { platform: 'whatsapp', sendType: 'send', senderType: '_User' }), contentType: 'template', data });
    expect(screen.getByText('WhatsApp template order_update')).toBeTruthy();
    expect(screen.getByText('Parley Noodles')).toBeTruthy();
    expect(screen.getByText('Hi Mei, your order A-1024 is on its way.')).toBeTruthy();
    expect(screen.getByText('Reply STOP to opt out')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Buttons' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Track it', 'Thanks']);
    expect(screen.queryByText('{{1}}')).toBeNull();
  });

  it("shows a sent WhatsApp template's media header: the image as a preview, a document by its name", () => {
    show(sentTemplate({ format: 'IMAGE', mediaUrl: 'https://cdn.example/menu.png' }));
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Header image' }).src).toBe('https://cdn.example/menu.png');
    expect(screen.getByText('Our menu')).toBeTruthy();
    cleanup();
    show(sentTemplate({ format: 'DOCUMENT', mediaUrl: '/files/F123456789/price%20list.pdf' }));
    expect(screen.getByText('Header document: price list.pdf')).toBeTruthy();
  });

  it('shows a filled-in form', () => {
    show(record('form', { title: 'Booking', fields: [{ label: 'Date', value: '1 May' }, { label: 'People', value: '4' }] }));
    const form = screen.getByRole('region', { name: 'Booking' });
    expect(within(form).getByText('Date').nextSibling?.textContent).toBe('1 May');
    expect(within(form).getByText('4')).toBeTruthy();
  });

  it('shows shares with what was written, replies to a story, story mentions and shared contacts', () => {
    show(record('share', { url: 'https://example.com/post/1', title: 'A post', content: 'Look at this one' }));
    expect(screen.getByRole('link', { name: 'A post' }).getAttribute('href')).toBe('https://example.com/post/1');
    expect(screen.getByText('Look at this one')).toBeTruthy();
    cleanup();
    show(record('share', { url: 'https://cdn.example.com/story/2', content: 'Love this story', replyToStory: true }));
    expect(screen.getByText('Replied to your story')).toBeTruthy();
    expect(screen.getByText('Love this story')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View story' }).getAttribute('href')).toBe('https://cdn.example.com/story/2');
    expect(screen.queryByText('Shared a post')).toBeNull();
    cleanup();
    show(record('storyMention', { url: 'https://cdn.example.com/story.mp4' }));
    expect(screen.getByText('Mentioned you in their story')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View story' })).toBeTruthy();
    cleanup();
    show(record('customerShare', { displayName: 'Ken', phone: '+886912345678' }));
    expect(within(screen.getByRole('region', { name: 'Shared contact' })).getByText('Ken')).toBeTruthy();
  });
});

describe('notices', () => {
  it('shows a like, a deleted message and what cannot be shown', () => {
    show(record('likeHeart', {}));
    expect(screen.getByText('Like')).toBeTruthy();
    cleanup();
    show(record('delete', {}));
    expect(screen.getByText('This message was deleted.')).toBeTruthy();
    cleanup();
    show(record('unsupported', {}));
    expect(screen.getByText('This type of message cannot be shown here.')).toBeTruthy();
    cleanup();
    show({ ...record('text', { content: 'x' }), contentType: 'hologram' });
    expect(screen.getByText('This type of message cannot be shown here.')).toBeTruthy();
  });
});

describe('files of this server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows them through their signed URL, and the default image when the server cannot sign', async () => {
    const signed = '/files/FileCake01/cake.jpg?expires=1&signature=s';
    vi.stubGlobal('fetch', async (request: Request) => (new URL(request.url).pathname === '/classes/File/FileCake01'
      ? Response.json({ objectId: 'FileCake01', signedUrl: signed })
      : Response.json({ code: 101, error: 'Object not found.' }, { status: 404 })));
    show(record('image', { url: '/files/FileCake01/cake.jpg', content: 'Our cake' }));
    expect((await screen.findByRole('img', { name: 'Our cake' })).getAttribute('src')).toBe(signed);
    cleanup();
    show(record('file', { url: '/files/FileGone01/menu.pdf', fileName: 'menu.pdf' }));
    show(record('image', { url: '/files/FileGone02/gone.jpg' }));
    expect(await screen.findByRole('img', { name: 'Image could not be loaded' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download menu.pdf' })).toBeNull();
  });
});
