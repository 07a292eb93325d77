import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Industries offered when creating an organization; the value is what the server stores. */
export const INDUSTRIES: readonly { value: string; label: MessageDescriptor }[] = [
  { value: 'retail', label: msg`Retail` },
  { value: 'ecommerce', label: msg`E-commerce` },
  { value: 'food-beverage', label: msg`Food and beverage` },
  { value: 'beauty', label: msg`Beauty and wellness` },
  { value: 'education', label: msg`Education` },
  { value: 'travel', label: msg`Travel and hospitality` },
  { value: 'healthcare', label: msg`Healthcare` },
  { value: 'finance', label: msg`Finance and insurance` },
  { value: 'real-estate', label: msg`Real estate` },
  { value: 'media', label: msg`Media and entertainment` },
  { value: 'other', label: msg`Other` },
];
