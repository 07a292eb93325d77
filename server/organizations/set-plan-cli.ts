// The operator's command: `npx tsx server/organizations/set-plan-cli.ts <orgId> <plan>` moves an
// existing organization to a plan (free, basic, business, enterprise; 03 §9 limits apply). It reads
// the server's settings (DATA_DIR, DATABASE_URL). The embedded database (no DATABASE_URL) belongs to
// one process: stop the server first. With REDIS_URL the running servers are told at once (their
// members' cached access, server/auth-cache); without it they notice within five minutes. README, "Plans and seats".
import { PLAN_NAMES, isPlanName, planTier } from '../../common/access';
import { forgetOrganization } from '../auth-cache/invalidate';
import { openBus } from '../cluster/bus';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { setOrganizationPlan } from './plan';

const [orgId, plan] = process.argv.slice(2);
if (!orgId || !isPlanName(plan)) {
  console.error(`usage: set-plan-cli.ts <orgId> <plan>, the plan one of ${PLAN_NAMES.join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  const name = await setOrganizationPlan(database.db, orgId, plan);
  if (name === undefined) {
    console.error(`No organization ${orgId}`);
    process.exitCode = 1;
  } else {
    const bus = await openBus(config);
    await forgetOrganization(bus, orgId);
    await bus.close();
    console.log(`${name} (${orgId}) is on ${plan} now: ${planTier(plan).seats} seats.`);
  }
} finally {
  await database.close();
}
