// A connected account changed (connected again with new credentials, or disconnected): every server
// process hears it over the cluster bus and forgets what it had read of the account.
import type { ClusterBus } from '../../cluster/bus';

const CHANNEL = 'integration-changed';

export const announceIntegrationChanged = (bus: ClusterBus, integrationId: string): Promise<void> => bus.deliver(CHANNEL, integrationId);

export const onIntegrationChanged = (bus: ClusterBus, listener: (integrationId: string) => void): Promise<void> => bus.subscribe(CHANNEL, listener);
