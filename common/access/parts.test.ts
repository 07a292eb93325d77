import { describe, expect, it } from 'vitest';
import { partAllowed, vpcSettingForPlan } from '.';
import { emptyRoleFeature, withFlag } from '../org-roles';

describe('partAllowed', () => {
  const enterprise = vpcSettingForPlan('enterprise');
  const free = vpcSettingForPlan('free');
  const basicInfoOnly = withFlag(emptyRoleFeature(), 'orgSetting', 'basicInfo', true);

  it.each([
    ['no role: every part the plan enables', enterprise, null, 'permissionSetting', true],
    ['no role: not a part the plan closes', free, null, 'richMenuSetting', false],
    ['a role: the parts it enables', enterprise, basicInfoOnly, 'basicInfo', true],
    ['a role: not the parts it leaves off', enterprise, basicInfoOnly, 'permissionSetting', false],
    ['a role: the plan still decides', vpcSettingForPlan('free', { orgSetting: false }), basicInfoOnly, 'basicInfo', false],
  ] as const)('%s', (_name, setting, role, part, allowed) => {
    expect(partAllowed(setting, role, 'orgSetting', part)).toBe(allowed);
  });

  it('reads boolean part flags as well', () => {
    expect(partAllowed(enterprise, { orgSetting: { permissionSetting: true } }, 'orgSetting', 'permissionSetting')).toBe(true);
  });
});
