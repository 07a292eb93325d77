// Dedicated-worker entry (no SharedWorker in this browser): one engine per tab, a Web Lock picks the leader.
import * as Comlink from 'comlink';
import { createBrowserEngine } from './browser-engine';
import { withUploads } from '../uploads/expose';
import { webLocksLeader } from './leader';

const SYNC_LEADER_LOCK = 'parley-sync-leader';

Comlink.expose(withUploads(createBrowserEngine(webLocksLeader(SYNC_LEADER_LOCK))));
