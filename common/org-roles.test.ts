import { describe, expect, it } from 'vitest';
import { VPC_MODULE_KEYS } from './access';
import { createsSuperiorCycle, emptyRoleFeature, parseRoleFeature, restrictingFeature, withFlag } from './org-roles';

describe('parseRoleFeature', () => {
  it('completes partial flags: every module and part, off unless given; a part turns its module on', () => {
    const parsed = parseRoleFeature({ msgCenter: { enabled: true }, orgSetting: { basicInfo: true }, overview: { template: { enabled: true }, csData: false } });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Object.keys(parsed.feature).sort()).toEqual([...VPC_MODULE_KEYS].sort());
    expect(parsed.feature.msgCenter).toEqual({ enabled: true });
    expect(parsed.feature.orgSetting).toMatchObject({ enabled: true, basicInfo: { enabled: true }, permissionSetting: { enabled: false } });
    expect(parsed.feature.overview).toEqual({
      enabled: true, dataAnalysis: { enabled: false }, tagAnalysis: { enabled: false }, template: { enabled: true }, csData: { enabled: false },
    });
    expect(parsed.feature.broadcast).toEqual({ enabled: false });
  });

  it.each([
    [null, 'feature must be an object'],
    [[], 'feature must be an object'],
    [{ shop: {} }, 'feature/shop is not a module'],
    [{ chatpay: [] }, 'feature/chatpay must be an object'],
    [{ chatpay: { refunds: true } }, 'feature/chatpay/refunds is not a part of chatpay'],
    [{ chatpay: { order: 'on' } }, 'feature/chatpay/order must be a boolean or {enabled: boolean}'],
    [{ chatpay: { order: { enabled: true, extra: 1 } } }, 'feature/chatpay/order must be a boolean or {enabled: boolean}'],
    [{ msgCenter: { enabled: 1 } }, 'feature/msgCenter/enabled must be a boolean or {enabled: boolean}'],
  ])('refuses %j: %s', (value, error) => {
    expect(parseRoleFeature(value)).toEqual({ ok: false, error });
  });
});

describe('withFlag (the checkbox tree)', () => {
  it('turns a module with all its parts on and off', () => {
    const on = withFlag(emptyRoleFeature(), 'chatpay', undefined, true);
    expect(on.chatpay).toEqual({ enabled: true, order: { enabled: true }, product: { enabled: true }, setting: { enabled: true }, csData: { enabled: true } });
    expect(withFlag(on, 'chatpay', undefined, false).chatpay.enabled).toBe(false);
    expect(withFlag(on, 'chatpay', undefined, false).chatpay.order).toEqual({ enabled: false });
  });

  it('keeps a module on while any part is, and off once none is', () => {
    const one = withFlag(emptyRoleFeature(), 'orgSetting', 'basicInfo', true);
    expect(one.orgSetting).toMatchObject({ enabled: true, basicInfo: { enabled: true }, lineApp: { enabled: false } });
    const two = withFlag(one, 'orgSetting', 'lineApp', true);
    expect(withFlag(two, 'orgSetting', 'basicInfo', false).orgSetting.enabled).toBe(true);
    expect(withFlag(one, 'orgSetting', 'basicInfo', false).orgSetting.enabled).toBe(false);
  });

  it('switches a module without parts', () => {
    expect(withFlag(emptyRoleFeature(), 'msgCenter', undefined, true).msgCenter).toEqual({ enabled: true });
  });
});

describe('createsSuperiorCycle', () => {
  const roles = [{ _id: 'A', superiorId: null }, { _id: 'B', superiorId: 'A' }, { _id: 'C', superiorId: 'B' }];
  it.each([
    ['a role under itself', 'A', 'A', true],
    ['the top under the bottom', 'A', 'C', true],
    ['the middle under the bottom', 'B', 'C', true],
    ['the bottom under the top', 'C', 'A', false],
    ['a new role under the bottom', 'New', 'C', false],
    ['under an unknown role', 'A', 'X', false],
  ])('%s', (_name, roleId, superiorId, cycle) => {
    expect(createsSuperiorCycle(roles, roleId, superiorId)).toBe(cycle);
  });

  it('stops on a loop already stored', () => {
    expect(createsSuperiorCycle([{ _id: 'X', superiorId: 'Y' }, { _id: 'Y', superiorId: 'X' }], 'New', 'X')).toBe(true);
  });
});

describe('restrictingFeature', () => {
  const feature = emptyRoleFeature();
  it('restricts members who are not admins, never admins, and nobody without a role', () => {
    expect(restrictingFeature('general', feature)).toBe(feature);
    expect(restrictingFeature('customer-readonly', feature)).toBe(feature);
    expect(restrictingFeature('admin', feature)).toBeNull();
    expect(restrictingFeature('general', null)).toBeNull();
  });
});
