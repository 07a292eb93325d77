// `npm run bench`: figures from one run in real Chromium against a real server (see README).
import { chromium } from '@playwright/test';
import config from '../../playwright.config';
import { API_CONNECTIONS, API_CUSTOMERS, API_QUERIES, API_RUNS, benchApi, type QueryFigures } from './api';
import { benchBroadcast, BROADCAST_CUSTOMERS, BROADCAST_RUNS, GRAPH_LATENCY_MS } from './broadcast';
import {
  benchChannels, CHANNEL_BIG_CUSTOMERS, CHANNEL_BIG_REPLIES, CHANNEL_CUSTOMERS, CHANNEL_HANG_MS, CHANNEL_ORGS, CHANNEL_WEBHOOK_CONNECTIONS, PLATFORM_LATENCY_MS,
  type ReplyRound,
} from './channels';
import { benchCompression, PHOTO_HEIGHT, PHOTO_WIDTH } from './compression';
import { benchCustomerFilter, FILTER_CUSTOMERS, FILTER_MESSAGES, FILTER_RUNS } from './customer-filter';
import { benchExport, EXPORT_CUSTOMERS } from './export';
import { SERVER_RUNS } from './figures';
import { benchMemory, MEMORY_IDLE_MS } from './memory';
import { benchEventLoop, LOOP_SECONDS, LOOP_WRITERS, type LoopFigures } from './event-loop';
import { benchFanout, FANOUT_ADAPTER_SOCKETS, FANOUT_AGENTS, FANOUT_CLUSTER_AGENTS, FANOUT_RATE, FANOUT_RUNS, FANOUT_SECONDS, type Latencies } from './fanout';
import { benchLine, LINE_INBOUND_MESSAGES, LINE_OUTBOUND_REPLIES, LINE_SENDERS } from './line';
import { benchMessageCenter, CATCH_UP_ROUNDS, CUSTOMERS, MESSAGES, RUNS, SYNC_RUNS } from './message-center';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${value.toFixed(1)} s`;
/** A rate: one decimal while small. */
const rate = (value: number) => (value < 100 ? value.toFixed(1) : count(value));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const count = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
const load = (figure: { load: number }) => `(load ${figure.load.toFixed(2)})`;
/** BENCH_ONLY=broadcast (or a comma list of message-center, compression, memory, event-loop, export, line, broadcast, api, fanout, channels, customer-filter): only those parts run. */
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean) ?? [];
const runs = (part: string) => only.length === 0 || only.includes(part);

if (runs('message-center') || runs('compression')) {
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    if (runs('message-center')) {
      console.log(`Message center (${count(CUSTOMERS)} customers, ${count(MESSAGES)} messages; timed figures the median of ${SYNC_RUNS} first syncs, ${RUNS} runs, ${CATCH_UP_ROUNDS} catch-up rounds, each with the 1-minute load average of its run)`);
      const figures = await benchMessageCenter(browser, (line) => console.log(line));
      const rows = CUSTOMERS + MESSAGES;
      const syncRate = rows / (figures.firstSyncMs.value / 1000);
      console.log(`  login → first full sync into IndexedDB                 ${(figures.firstSyncMs.value / 1000).toFixed(1)} s (${count(syncRate)} rows/s) ${load(figures.firstSyncMs)}`);
      console.log(`    of that, change-feed requests waiting for the server's answers ${(figures.firstSyncServerMs / 1000).toFixed(1)} s`);
      console.log(`  raw IndexedDB put, same browser, same indexes          ${count(figures.rawPutRowsPerSecond.value)} rows/s ${load(figures.rawPutRowsPerSecond)} (sync ingests at ${(syncRate / figures.rawPutRowsPerSecond.value).toFixed(2)}×, goal ≥ 0.8)`);
      console.log(`  inbox page load → first screen of rows (goal ≤ 300 at 50,000 customers) ${ms(figures.pageLoadToRowsMs.value)} ${load(figures.pageLoadToRowsMs)}`);
      console.log(`    of that, the page's scripts (not the worker's) all arrived at ${ms(figures.pageLoadScriptsMs)}`);
      console.log(`  first 20 inbox rows read from IndexedDB (goal ≤ 100)   ${ms(figures.localReadMs.value)} ${load(figures.localReadMs)}`);
      console.log(`  the same 20 rows fetched over HTTP (inboxesV3)         ${ms(figures.remoteFetchMs.value)} (${(figures.remoteFetchMs.value / figures.localReadMs.value).toFixed(1)}× the local read) ${load(figures.remoteFetchMs)}`);
      console.log(`  switching inbox category → first screen of rows        ${ms(figures.categorySwitchMs.value)} ${load(figures.categorySwitchMs)}`);
      console.log(`  opening a conversation of 2,000 messages               ${ms(figures.openConversationMs.value)} ${load(figures.openConversationMs)}`);
      console.log(`  catch-up after reconnect, 5,000 changed messages       ${ms(figures.catchUpMs.value)} (goal ≤ 2000) ${load(figures.catchUpMs)}`);
      console.log(`    from the first change-feed request to the last page written; of that, the server answering ${ms(figures.catchUpServerMs.value)} ${load(figures.catchUpServerMs)}`);
      console.log(`    before it: server back → socket reconnected            ${ms(figures.reconnectMs.value)} (server back → caught up ${ms(figures.reconnectMs.value + figures.catchUpMs.value)}) ${load(figures.reconnectMs)}`);
      console.log(`  catch-up bytes / changed rows' compact size (goal ≤ 1.3) ${kib(figures.catchUpBytes.value)} / ${kib(figures.changedRowBytes)} = ${(figures.catchUpBytes.value / figures.changedRowBytes).toFixed(2)} ${load(figures.catchUpBytes)}`);
      console.log(`  JS heap of the tab and its sync worker (goal ≤ 150 MiB) ${mib(figures.pageHeapBytes.value + figures.workerHeapBytes)} (page ${mib(figures.pageHeapBytes.value)}, worker ${mib(figures.workerHeapBytes)}) ${load(figures.pageHeapBytes)}`);
      console.log(`  critical-path JS, /login (on the wire; goal ≤ 120 KiB)  ${kib(figures.loginScriptBytes.value)} (of it workers ${kib(figures.loginWorkerScriptBytes)}) ${load(figures.loginScriptBytes)}`);
      console.log(`  critical-path JS, message center (on the wire; goal ≤ 170 KiB) ${kib(figures.inboxScriptBytes.value)} (of it the sync worker ${kib(figures.inboxWorkerScriptBytes)}) ${load(figures.inboxScriptBytes)}`);
      const offline = figures.offlineFilter;
      console.log(`  all customers offline, tags any of 2, live chat, last message in 30 days (${count(offline.matches)} match)`);
      console.log(`    address → first page of 40 rows shown (goal ≤ 300)    ${ms(offline.firstPageMs.value)} ${load(offline.firstPageMs)}`);
      console.log(`    address → the count shown                            ${ms(offline.countMs.value)} ${load(offline.countMs)}`);
    }
    if (runs('compression')) {
      const photo = await benchCompression(browser);
      console.log(`Photo compression in the sync worker (${PHOTO_WIDTH}×${PHOTO_HEIGHT} JPEG, quality 0.7, profile picture upload)`);
      console.log(`  choose → recompressed and sent (localhost)            ${ms(photo.compressMs)}`);
      console.log(`  choose → uploaded and shown                            ${ms(photo.totalMs)}`);
      console.log(`  bytes before → after (saved)                           ${kib(photo.bytesBefore)} → ${kib(photo.bytesAfter)} (${kib(photo.bytesBefore - photo.bytesAfter)}, ${(100 * (1 - photo.bytesAfter / photo.bytesBefore)).toFixed(0)}%)`);
      console.log(`  main-thread long tasks meanwhile (goal: none > 50 ms)  ${photo.longTasks}, longest ${ms(photo.longestTaskMs)}`);
    }
  } finally {
    await browser.close();
  }
}

if (runs('memory')) {
  console.log(`Server memory, idle ${MEMORY_IDLE_MS / 1000} s after start (goal ≤ 150 MiB on PostgreSQL, ≤ 300 MiB on PGlite; medians of ${SERVER_RUNS} runs)`);
  const memory = await benchMemory((line) => console.log(line));
  const row = (label: string, figures: { idle: { value: number; load: number }; peak: { value: number } }) =>
    console.log(`  ${label.padEnd(53)}${mib(figures.idle.value)} (peak at start ${mib(figures.peak.value)}) ${load(figures.idle)}`);
  if (memory.postgres) row('RSS idle, PostgreSQL', memory.postgres);
  row('RSS idle, PGlite, first start (empty DATA_DIR)', memory.pgliteFirst);
  row('RSS idle, PGlite, restart', memory.pgliteRestart);
}

if (runs('event-loop')) {
  console.log(`Server event loop, ${LOOP_WRITERS} agents each sending a reply and awaiting it on their socket, ${LOOP_SECONDS} s a run (goal: never blocked > 50 ms; medians of ${SERVER_RUNS} runs)`);
  const loop = await benchEventLoop((line) => console.log(line));
  const rows = (label: string, figures: LoopFigures) => {
    console.log(`  ${label}: event loop blocked, max / p99                ${ms(figures.maxBlockMs.value)} / ${ms(figures.p99BlockMs.value)} ${load(figures.maxBlockMs)}`);
    console.log(`  ${label}: longest block in the server's CPU time       ${ms(figures.maxCpuBlockMs.value)} ${load(figures.maxCpuBlockMs)}`);
    console.log(`  ${label}: send → receive on the socket, p99            ${ms(figures.p99SendToReceiveMs.value)}, ${count(figures.messagesPerSecond.value)} messages/s ${load(figures.p99SendToReceiveMs)}`);
  };
  rows('PGlite    ', loop.pglite);
  if (loop.postgres) rows('PostgreSQL', loop.postgres);
}

if (runs('export')) {
  console.log(`Customer export (${count(EXPORT_CUSTOMERS)} customers, PGlite; medians of ${SERVER_RUNS} runs, each on a new server process)`);
  const exported = await benchExport((line) => console.log(line));
  console.log(`  export task, start → done (goal ≤ 20 s)                ${exported.seconds.value.toFixed(1)} s ${load(exported.seconds)}`);
  console.log(`  server RSS growth, peak − before (goal ≤ 50 MiB)       +${mib(exported.growthBytes.value)} over ${mib(exported.idleBytes)} ${load(exported.growthBytes)}`);
}

if (runs('line')) {
  const line = await benchLine();
  console.log(`LINE on one server process (${count(LINE_INBOUND_MESSAGES)} signed webhooks of 1 event, ${LINE_SENDERS} senders; ${count(LINE_OUTBOUND_REPLIES)} replies)`);
  console.log(`  inbound, webhook → stored and on the change feed         ${count(line.inboundPerSecond)} messages/s (lost ${line.lost}, duplicated ${line.duplicated})`);
  console.log(`  webhook answer time, p99                               ${ms(line.p99WebhookMs)}`);
  console.log(`  outbound, replies queued → received by LINE            ${count(line.outboundPerSecond)} messages/s`);
}

if (runs('broadcast')) {
  const cast = await benchBroadcast((text) => console.log(text));
  const sizes = `${count(cast.audience.line)} LINE, ${count(cast.audience.messenger)} Messenger, ${count(cast.audience.livechat)} live chat`;
  console.log(`Broadcast to ${count(BROADCAST_CUSTOMERS)} customers (${sizes}; one server process, LINE and Graph stand-ins${GRAPH_LATENCY_MS ? `, Graph answering in ${GRAPH_LATENCY_MS} ms` : ''}; medians of ${BROADCAST_RUNS} runs)`);
  console.log(`  counting the audience (goal ≤ 500 ms)                  ${ms(cast.countMs.value)} ${load(cast.countMs)}`);
  console.log(`  create → done, end to end                              ${cast.seconds.value.toFixed(1)} s, ${count(cast.recipientsPerSecond.value)} recipients/s ${load(cast.recipientsPerSecond)}`);
  console.log(`  server peak RSS (idle before → peak)                   ${mib(cast.idleBytes)} → ${mib(cast.peakBytes.value)} ${load(cast.peakBytes)}`);
  console.log(`  LINE multicast calls (≤ 500 users each)                ${cast.multicasts.calls}, ${cast.multicasts.minSize}–${cast.multicasts.maxSize} users, ${cast.multicasts.retried} repeated`);
  console.log(`  killed (SIGKILL) at ${cast.killed.atRecipients.map(count).join(' and ')} recipients, restarted     ${cast.killed.duplicates} duplicates, ${cast.killed.missed} missed ${load(cast.killed)}`);
  console.log(`    Messenger recipients \`sending\` at each kill: ${cast.killed.sendingAtKill.join(' and ')}; unknown after (never resent): ${cast.killed.unknown}, of which the stand-in got ${cast.killed.deliveredUnknown}; restart ${ms(cast.killed.restartMs)}, whole run ${cast.killed.seconds.toFixed(1)} s`);
}

if (runs('api')) {
  const api = await benchApi((text) => console.log(text));
  console.log(`API hot path: findCustomerV3 as a general member, ${count(API_CUSTOMERS)} customers, autocannon with ${API_CONNECTIONS} connections (medians of ${API_RUNS} runs)`);
  const row = (figures: QueryFigures) => `${count(figures.requestsPerSecond.value)} req/s, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}, ${kib(figures.answerBytes)}`
    + `${figures.roundTrips === undefined ? '' : `, ${figures.roundTrips.toFixed(2)} db round trips/request`}${figures.errors ? `, ${figures.errors} errors` : ''} ${load(figures.requestsPerSecond)}`;
  for (const kind of ['postgres', 'pglite'] as const) {
    console.log(`  on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
    for (const [i, query] of API_QUERIES.entries()) console.log(`    ${query.name.padEnd(32)} ${row(api[kind][i]!)}`);
  }
}

if (runs('customer-filter')) {
  const filter = await benchCustomerFilter((text) => console.log(text));
  console.log(`All customers under a filter: tags any of 2, LINE or WhatsApp, last message in 30 days; ${count(FILTER_CUSTOMERS)} customers, ${count(FILTER_MESSAGES)} messages, one request at a time (medians of ${FILTER_RUNS})`);
  for (const kind of ['postgres', 'pglite'] as const) {
    const figures = filter[kind];
    console.log(`  on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${count(figures.matches)} match)`);
    console.log(`    first page of 40 (goal ≤ 150 ms on PostgreSQL)        ${ms(figures.firstPageMs.value)} ${load(figures.firstPageMs)}`);
    console.log(`    first page and the count (goal ≤ 500 ms on PostgreSQL) ${ms(figures.withCountMs.value)} ${load(figures.withCountMs)}`);
    console.log(`    a query group of all ${count(FILTER_CUSTOMERS)} computed (goal ≤ 10 s)    ${seconds(figures.groupOfEveryoneMs.value / 1000)} ${load(figures.groupOfEveryoneMs)}`);
  }
}

if (runs('fanout')) {
  const fan = await benchFanout((text) => console.log(text));
  const row = (figures: Latencies) => `p99 ${ms(figures.p99.value)} ${load(figures.p99)}, p50 ${ms(figures.p50.value)}, max ${ms(figures.max.value)}; first → every socket p99 ${ms(figures.spreadP99.value)}; missed ${figures.missed}`;
  console.log(`Realtime fan-out: a live-chat visitor's message, POST sent → on every agent socket, ${FANOUT_RATE} msg/s for ${FANOUT_SECONDS} s (medians of ${FANOUT_RUNS} runs)`);
  console.log(`  ${count(FANOUT_AGENTS)} agent sockets, one process (goal p99 ≤ 50 ms)        ${row(fan.oneProcess)}`);
  if (!fan.twoProcesses || !fan.adapters) {
    console.log(`  ${count(FANOUT_CLUSTER_AGENTS)} agent sockets over two processes: not measured (${fan.unavailable})`);
  } else {
    console.log(`  ${count(FANOUT_CLUSTER_AGENTS)} agent sockets, two processes, PostgreSQL + Redis (goal p99 ≤ 50 ms quiet) ${row(fan.twoProcesses)}`);
    console.log(`  adapters alone, A emits to ${count(FANOUT_ADAPTER_SOCKETS)} sockets on B: @socket.io/redis-adapter ${row(fan.adapters.pubSub)}`);
    console.log(`                                                @socket.io/redis-streams-adapter ${row(fan.adapters.streams)}`);
  }
}

if (runs('channels')) {
  const channels = await benchChannels((text) => console.log(text));
  const round = (figures: ReplyRound) => `${seconds(figures.seconds.value)}, ${rate(figures.perSecond)} replies/s; order ${figures.orderHeld ? 'held' : `broken for ${figures.outOfOrder} users`}, `
    + `${figures.duplicates} duplicates; at most ${figures.peakPerChannel} open per channel${figures.throttled ? `, ${figures.throttled} throttled` : ''} ${load(figures.seconds)}`;
  console.log(`Channels: ${CHANNEL_ORGS} organizations on one server process on ${channels.database} (every figure below on it unless said), each its own LINE channel; the LINE stand-in answering in ${PLATFORM_LATENCY_MS} ms`);
  console.log(`  replies posted at once → all at LINE, ${count(channels.small.replies)} (${CHANNEL_ORGS} × ${CHANNEL_CUSTOMERS} customers × 1)          ${round(channels.small)}`);
  console.log(`  replies posted at once → all at LINE, ${count(channels.big.replies)} (${CHANNEL_ORGS} × ${CHANNEL_BIG_CUSTOMERS} × ${CHANNEL_BIG_REPLIES}, a customer's next once the API took the last) ${round(channels.big)}`);
  const two = channels.bigTwoProcesses;
  if ('unavailable' in two) {
    console.log(`  the same on two server processes: not measured (${two.unavailable})`);
  } else {
    console.log(`  the same on two server processes, ${channels.database}, half posted to each (goal ≥ 1.7× one process) ${round(two.round)}; ${two.ratio.toFixed(2)}× one process`);
  }
  const { isolation } = channels;
  console.log(`  one channel hanging (answers after ${CHANNEL_HANG_MS / 1000} s): the other ${isolation.replies} organizations' next reply → at LINE  p50 ${ms(isolation.p50Ms.value)}, max ${ms(isolation.maxMs)} ${load(isolation.p50Ms)}`);
  console.log(`    the hung channel's own reply delivered after ${isolation.hungDeliveredMs === undefined ? 'more than 90 s (not seen)' : seconds(isolation.hungDeliveredMs / 1000)} (the hang ended once the others arrived)`);
  const first = channels.inboundFirst;
  console.log(`  inbound, first messages of ${count(first.users)} new LINE users at once → all in the inbox (a profile call each)  ${seconds(first.seconds.value)}, ${rate(first.perSecond)} customers/s ${load(first.seconds)}`);
  const events = channels.inboundEvents;
  console.log(`  inbound, ${count(events.events)} events over ${count(events.users)} new users (${events.senders} senders, a user's in order) → applied  ${seconds(events.seconds.value)}, ${rate(events.perSecond)} events/s; `
    + `order ${events.orderHeld ? 'held' : `broken for ${events.outOfOrder} users`}, ${events.lost} lost, ${events.duplicated} duplicated; webhook answer p50 ${ms(events.p50WebhookMs)}, p99 ${ms(events.p99WebhookMs)} ${load(events.seconds)}`);
  if (channels.webhookLoad) {
    const hooks = channels.webhookLoad;
    const others = Object.entries(hooks.otherStatuses).map(([status, times]) => `${count(times)} × ${status}`).join(', ');
    console.log(`  webhooks under offered load: ${count(hooks.rate)}/s for ${hooks.seconds} s, open loop over ≤ ${CHANNEL_WEBHOOK_CONNECTIONS} keep-alive connections, 1 text event each from existing customers`);
    console.log(`    offered ${count(hooks.sent)} at ${rate(hooks.offeredPerSecond)}/s (sends at most ${ms(hooks.maxLagMs)} behind schedule); answered 200: ${count(hooks.answered200)}${others ? `, other: ${others}` : ''}, unanswered ${count(hooks.unanswered)}; answered at ${rate(hooks.answeredPerSecond)}/s`);
    console.log(`    webhook answer time (from when due) p50 ${ms(hooks.p50Ms.value)}, p99 ${ms(hooks.p99Ms)}, max ${ms(hooks.maxMs)} ${load(hooks.p50Ms)}`);
    console.log(`    first sent → all answered 200 applied  ${seconds(hooks.appliedSeconds.value)}, ${rate(hooks.appliedPerSecond)} events/s applied (${seconds(hooks.drainSeconds)} after the last answer) ${load(hooks.appliedSeconds)}`);
  }
  if (channels.broadcast) {
    const cast = channels.broadcast;
    console.log(`  LINE broadcast to ${count(cast.recipients)} seeded customers, create → done       ${seconds(cast.seconds.value)}, ${rate(cast.perSecond)} recipients/s (${cast.multicasts} multicasts${cast.throttled ? `, ${cast.throttled} throttled` : ''}) ${load(cast.seconds)}`);
  }
  if (channels.whatsappBroadcast && 'failed' in channels.whatsappBroadcast) {
    const cast = channels.whatsappBroadcast;
    console.log(`  WhatsApp text broadcast to ${count(cast.recipients)} seeded customers: not done (${cast.failed}); after ${seconds(cast.seconds)} the stand-in had ${count(cast.delivered)}, ${cast.throttled} throttled`);
  } else if (channels.whatsappBroadcast) {
    const cast = channels.whatsappBroadcast;
    console.log(`  WhatsApp text broadcast to ${count(cast.recipients)} seeded customers (in the 24-hour window; one number, ${PLATFORM_LATENCY_MS} ms answers, ${cast.rateLimit} messages/s limit), create → done  `
      + `${seconds(cast.seconds.value)}, ${rate(cast.perSecond)} recipients/s (goal near ${cast.rateLimit}/s: a broadcast takes 80% of 90% of it, ~${Math.round(cast.rateLimit * 0.8 * 0.9)}/s, the rest kept for agents and headroom); ${cast.throttled} throttled (goal 0), at most ${cast.peakInFlight} open ${load(cast.seconds)}`);
  }
}
