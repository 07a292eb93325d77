// Scroll-to-load of the notification and announcement lists (01 §9): more load when the last page
// was full (20) and the list is scrolled within 50 px of its end.
import { LIST_SCROLL_THRESHOLD_PX } from '../../common/notifications';

export interface ScrollBox { scrollHeight: number; scrollTop: number; clientHeight: number }

export function withinLoadDistance(box: ScrollBox, threshold = LIST_SCROLL_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/** Whether to ask for the next page: the last one came full and the end is near. */
export function shouldLoadMore(lastPageCount: number, pageSize: number, box: ScrollBox): boolean {
  return lastPageCount >= pageSize && withinLoadDistance(box);
}
