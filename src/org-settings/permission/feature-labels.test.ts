import { describe, expect, it } from 'vitest';
import { VPC_MODULE_KEYS, VPC_MODULES } from '../../../common/access';
import { MODULE_LABELS, PART_LABELS } from './feature-labels';

describe('feature labels', () => {
  it('name every module and part of 01 §3, and nothing else', () => {
    const parts = VPC_MODULE_KEYS.flatMap((module) => VPC_MODULES[module].map((part) => `${module}.${part}`));
    expect(Object.keys(PART_LABELS).sort()).toEqual(parts.sort());
    expect(Object.keys(MODULE_LABELS).sort()).toEqual([...VPC_MODULE_KEYS].sort());
  });
});
