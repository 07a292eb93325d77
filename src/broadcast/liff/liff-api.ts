// The LINE share app's setup calls (03 §7 "LINE app (LIFF)"; server/channels/line-login,
// docs/broadcasts.md), over HTTP: an admin's online setup, not kept offline.
import type { FunctionResponse } from '../../../common/contracts/base';
import type { LiffSetup } from '../../../common/contracts/line-liff';
import { serviceCall } from '../../notifications/service-api';

const setup = async (call: Promise<FunctionResponse<LiffSetup>>) => (await call).result;

export const readLiffSetup = (orgId: string) => setup(serviceCall('GET', '/integration/line/liff', orgId, { query: { orgId } }));

export const connectLineLogin = (orgId: string, channelId: string, channelSecret: string) =>
  setup(serviceCall('POST', '/integration/line/login', orgId, { json: { orgId, channelId, channelSecret } }));

export const createLiffApp = (orgId: string, liffName: string) => setup(serviceCall('POST', '/integration/line/liff', orgId, { json: { orgId, liffName } }));
export const renameLiffApp = (orgId: string, liffName: string) => setup(serviceCall('PATCH', '/integration/line/liff', orgId, { json: { orgId, liffName } }));
export const deleteLiffApp = (orgId: string) => setup(serviceCall('DELETE', '/integration/line/liff', orgId, { json: { orgId } }));
