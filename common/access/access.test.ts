import { describe, expect, it } from 'vitest';
import type { Authority, Platform } from '../contracts/base';
import {
  MODULE_PAGES, PLAN_TIERS, resolveAccess, vpcSettingForPlan, isVpcSetting, VPC_MODULE_KEYS,
  type AccessInput, type ModulePage, type RoleFeature, type VpcOverrides,
} from '.';

const ORG = 'OrgTea0001';
const verified = { emailVerified: true };
const enterprise = vpcSettingForPlan('enterprise');

interface OrgCase {
  authority?: Authority;
  roleFeature?: RoleFeature;
  features?: { lineRoleSetting?: boolean; offlineSetting?: boolean };
  integrations?: Platform[];
  plan?: 'free' | 'basic' | 'business' | 'enterprise';
  overrides?: VpcOverrides;
  built?: ModulePage[];
}

function inOrg({ authority = 'admin', roleFeature, features, integrations = ['livechat'], plan = 'enterprise', overrides, built }: OrgCase = {}): AccessInput {
  return {
    user: verified,
    organizationCount: 1,
    organization: { objectId: ORG, authority, roleFeature, features, integrations, vpcSetting: vpcSettingForPlan(plan, overrides) },
    built,
  };
}

const NON_ADMIN: ModulePage[] = ['overview', 'message-center', 'chatPay', 'organization-setting'];

describe('menu by role (01 §6), in 01 §2 order', () => {
  it.each<[string, OrgCase, ModulePage[]]>([
    ['admin: the full module list', { authority: 'admin' }, [...MODULE_PAGES]],
    ['general', { authority: 'general' }, NON_ADMIN],
    ['private-only', { authority: 'private-only' }, NON_ADMIN],
    ['customer-readonly', { authority: 'customer-readonly' }, NON_ADMIN],
    ['general with the line role feature: plus superMarket', { authority: 'general', features: { lineRoleSetting: true } },
      ['overview', 'message-center', 'superMarket', 'chatPay', 'organization-setting']],
    ['general with the offline setting feature: plus superMarket', { authority: 'general', features: { offlineSetting: true } },
      ['overview', 'message-center', 'superMarket', 'chatPay', 'organization-setting']],
    ['general with both features off: no superMarket', { authority: 'general', features: { lineRoleSetting: false, offlineSetting: false } }, NON_ADMIN],
    ['admin without integrations: only organization-setting', { authority: 'admin', integrations: [] }, ['organization-setting']],
    ['general without integrations: only organization-setting', { authority: 'general', integrations: [] }, ['organization-setting']],
    ['general with the superMarket features, without integrations: only organization-setting',
      { authority: 'general', features: { lineRoleSetting: true }, integrations: [] }, ['organization-setting']],
    ['custom role without integrations: only organization-setting',
      { authority: 'general', roleFeature: { msgCenter: { enabled: true }, orgSetting: { lineApp: true } }, integrations: [] }, ['organization-setting']],
    ['admin without integrations, built pages only: organization-setting',
      { authority: 'admin', integrations: [], built: ['message-center', 'organization-setting'] }, ['organization-setting']],
    ['admin on the free plan: modules the plan enables', { plan: 'free' },
      ['overview', 'super-link', 'message-center', 'customer-management', 'organization-setting']],
    ['admin on the basic plan', { plan: 'basic' },
      ['overview', 'super-link', 'message-center', 'message-bot', 'customer-management', 'broadcast', 'webview-editor', 'chatPay', 'organization-setting']],
    ['admin on the business plan', { plan: 'business' }, [...MODULE_PAGES]],
    ['general on the free plan: chatPay is not in the plan', { authority: 'general', plan: 'free' }, ['overview', 'message-center', 'organization-setting']],
    ['a module switched off by the operator', { overrides: { msgCenter: false } }, MODULE_PAGES.filter((page) => page !== 'message-center')],
    ['a module switched on beyond the plan', { plan: 'free', overrides: { broadcast: true } },
      ['overview', 'super-link', 'message-center', 'customer-management', 'broadcast', 'organization-setting']],
    ['only built modules are listed', { built: ['organization-setting', 'message-center'] }, ['message-center', 'organization-setting']],
  ])('%s', (_name, input, menu) => {
    expect(resolveAccess(inOrg(input)).menu).toEqual(menu);
  });
});

describe('custom org roles build the menu from their feature flags (01 §6)', () => {
  it.each<[string, RoleFeature, ModulePage[]]>([
    ['overview needs dataAnalysis', { overview: { dataAnalysis: true } }, ['overview']],
    ['overview needs tagAnalysis', { overview: { tagAnalysis: { enabled: true } } }, ['overview']],
    ['overview needs template', { overview: { template: true } }, ['overview']],
    ['overview: csData alone is not enough', { overview: { csData: true, enabled: true } }, []],
    ...(['allCustomers', 'customerGroups', 'tagManagement', 'messageKeyword'] as const).map((part): [string, RoleFeature, ModulePage[]] => (
      [`customer-management needs ${part}`, { customerMgmt: { [part]: true } }, ['customer-management']])),
    ['customer-management: enabled alone is not enough', { customerMgmt: { enabled: true } }, []],
    ...(['lineApp', 'basicInfo', 'memberManagement', 'richMenuSetting', 'redirectOptions', 'orgAnnouenctments'] as const)
      .map((part): [string, RoleFeature, ModulePage[]] => ([`organization-setting needs ${part}`, { orgSetting: { [part]: true } }, ['organization-setting']])),
    ['organization-setting: permissionSetting alone is not enough', { orgSetting: { permissionSetting: true } }, []],
    ['other modules need enabled', { msgCenter: { enabled: true }, broadcast: { enabled: true }, chatpay: { enabled: false } }, ['message-center', 'broadcast']],
    ['the plan still gates a role', { msgCenter: { enabled: true }, marketingAutomation: { enabled: true } }, ['message-center']],
  ])('%s', (_name, roleFeature, menu) => {
    const plan = 'basic';
    expect(resolveAccess(inOrg({ authority: 'general', roleFeature, plan })).menu).toEqual(menu);
  });
});

describe('default page', () => {
  it.each<[string, OrgCase, ModulePage | null]>([
    ['admin: overview', { authority: 'admin' }, 'overview'],
    ['general: message-center', { authority: 'general' }, 'message-center'],
    ['customer-readonly: message-center', { authority: 'customer-readonly' }, 'message-center'],
    ['custom role: message-center', { authority: 'general', roleFeature: { overview: { template: true }, msgCenter: { enabled: true } } }, 'message-center'],
    ['custom role without the message center: its first item', { authority: 'general', roleFeature: { orgSetting: { basicInfo: true } } }, 'organization-setting'],
    ['without integrations: organization-setting', { authority: 'admin', integrations: [] }, 'organization-setting'],
    ['general without integrations: organization-setting', { authority: 'general', integrations: [] }, 'organization-setting'],
    ['custom role without organization-setting, without integrations: none',
      { authority: 'general', roleFeature: { msgCenter: { enabled: true } }, integrations: [] }, null],
    ['admin while overview is not built: the first built item', { authority: 'admin', built: ['message-center', 'organization-setting'] }, 'message-center'],
    ['nothing enabled: none', { authority: 'general', roleFeature: {} }, null],
    ['plan without the message center: the next item', { authority: 'general', overrides: { msgCenter: false } }, 'overview'],
  ])('%s', (_name, input, page) => {
    expect(resolveAccess(inOrg(input)).defaultPage).toBe(page);
  });
});

describe('routing rules (01 §2)', () => {
  const notSignedIn: AccessInput = { user: null, organizationCount: null };
  const unverified: AccessInput = { user: { emailVerified: false }, organizationCount: 1 };
  const noOrganizations: AccessInput = { user: verified, organizationCount: 0 };
  const always = ['/account-setting', '/add-organization', '/changePassword', '/change-password-fail', '/resetPassword', '/forget', '/signup-verify'];

  it.each<[string, AccessInput, string, string | null]>([
    ['not signed in → /login', notSignedIn, `/message-center/${ORG}`, '/login'],
    ['not signed in, even on account-setting → /login', notSignedIn, '/account-setting', '/login'],
    ['unverified → /signup-verify', unverified, `/message-center/${ORG}`, '/signup-verify'],
    ...always.map((path): [string, AccessInput, string, string | null] => [`unverified may open ${path}`, unverified, path, null]),
    ['no organizations → /add-organization', noOrganizations, `/message-center/${ORG}`, '/add-organization'],
    ['no organizations: "/" → /add-organization', noOrganizations, '/', '/add-organization'],
    ['no organizations: account-setting stays', noOrganizations, '/account-setting/profile', null],
    ['no organizations: add-organization stays', noOrganizations, '/add-organization', null],
    ['general on an admin-only page → message-center', inOrg({ authority: 'general' }), `/broadcast/${ORG}`, `/message-center/${ORG}`],
    ['general on customer-management → message-center', inOrg({ authority: 'general' }), `/customer-management/${ORG}/all-customers`, `/message-center/${ORG}`],
    ['general on an allowed page stays', inOrg({ authority: 'general' }), `/organization-setting/${ORG}/member-management`, null],
    ['admin on broadcast stays', inOrg({ authority: 'admin' }), `/broadcast/${ORG}`, null],
    ['admin on a page the plan disables → overview', inOrg({ authority: 'admin', plan: 'free' }), `/broadcast/${ORG}`, `/overview/${ORG}`],
    ['without integrations: message-center → organization-setting', inOrg({ integrations: [] }), `/message-center/${ORG}/conversation/C/customer/D`, `/organization-setting/${ORG}`],
    ['without integrations: superMarket is allowed', inOrg({ integrations: [] }), `/superMarket/${ORG}`, null],
    ['without integrations: chatPay is allowed', inOrg({ integrations: [] }), `/chatPay/${ORG}/productsList`, null],
    ['without integrations: account-setting is allowed', inOrg({ integrations: [] }), '/account-setting', null],
    ['without integrations: add-organization is allowed', inOrg({ integrations: [] }), '/add-organization', null],
    ['without integrations: password pages are allowed', inOrg({ integrations: [] }), '/changePassword', null],
    ['general without integrations: message-center → organization-setting', inOrg({ authority: 'general', integrations: [] }),
      `/message-center/${ORG}`, `/organization-setting/${ORG}`],
    ['without integrations: overview → organization-setting', inOrg({ integrations: [] }), `/overview/${ORG}`, `/organization-setting/${ORG}`],
    ['without integrations: linked apps stay', inOrg({ integrations: [] }), `/organization-setting/${ORG}/linked-app`, null],
    ['live chat connected again: message-center stays', inOrg({ integrations: ['livechat'] }), `/message-center/${ORG}`, null],
    ['nothing enabled → /account-setting', inOrg({ authority: 'general', roleFeature: {} }), `/message-center/${ORG}`, '/account-setting'],
    ['nothing enabled: account-setting stays', inOrg({ authority: 'general', roleFeature: {} }), '/account-setting', null],
    ['unknown page → the default page', inOrg({ authority: 'general' }), `/nowhere/${ORG}`, `/message-center/${ORG}`],
  ])('%s', (_name, input, pathname, target) => {
    expect(resolveAccess(input).redirect(pathname)).toBe(target);
  });
});

describe('plan tiers (03 §9)', () => {
  it.each([
    ['free', 0, 0, 30, 500_000, 1, ['livechat']],
    ['basic', 19, 190, 2_200, 12_000_000, 3, ['facebook', 'line', 'instagram', 'livechat']],
    ['business', 89, 890, 10_000, 15_000_000, 10, ['facebook', 'line', 'instagram', 'livechat', 'whatsapp']],
    ['enterprise', 329, 3290, 40_000, 20_000_000, 30, ['facebook', 'line', 'instagram', 'livechat', 'whatsapp']],
  ])('%s', (name, monthly, yearly, sPoint, characters, seats, channels) => {
    const tier = PLAN_TIERS.find((plan) => plan.name === name)!;
    expect(tier).toMatchObject({ price: { monthly, yearly }, sPoint, characters, seats, channels, links: 'unlimited', logoShown: name === 'free' });
  });

  it('every plan keeps the message center and organization settings', () => {
    for (const { name } of PLAN_TIERS) {
      const { data } = vpcSettingForPlan(name);
      expect([data.msgCenter.enabled, data.orgSetting.enabled, data.orgSetting.memberManagement.enabled]).toEqual([true, true, true]);
    }
  });

  it('a disabled module disables its parts', () => {
    const { data } = vpcSettingForPlan('enterprise', { chatpay: false });
    expect(data.chatpay).toEqual({ enabled: false, order: { enabled: false }, product: { enabled: false }, setting: { enabled: false }, csData: { enabled: false } });
  });

  it('recognises a setting read back and refuses other shapes', () => {
    expect(isVpcSetting(JSON.parse(JSON.stringify(enterprise)))).toBe(true);
    expect(isVpcSetting({ results: [] })).toBe(false);
    expect(isVpcSetting({ planName: 'gold', data: enterprise.data })).toBe(false);
    expect(VPC_MODULE_KEYS).toHaveLength(11);
  });
});
