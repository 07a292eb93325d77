// Socket events of the notification center and announcements, into IndexedDB so the panels show the
// last known state offline. A notify event names its recipient: other members' are ignored.
import type { AnnouncementEvent, NotifyEvent } from '../../common/contracts/notifications';
import { forgetAnnouncement, storeAnnouncements } from '../announcement-store';
import { receiveNotification } from '../notification-store';

export async function storeSystemEvent(event: NotifyEvent | AnnouncementEvent, userId: string | undefined): Promise<void> {
  if (event.type === 'notify') {
    if (userId && event.userId === userId) await receiveNotification(userId, event.message);
  } else if (event.action === 'upsert') {
    await storeAnnouncements([event.announcement]);
  } else {
    await forgetAnnouncement(event.id);
  }
}
