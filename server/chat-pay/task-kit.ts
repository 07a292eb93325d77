// What chatPay's task routes need beside ChatPayServices: the task runner (to start and wake) and the
// file storage (the uploaded CSV, the task's files).
import type { FileStorage } from '../files';
import type { Tasks } from '../tasks';
import type { ChatPayServices } from './kit';

export type ChatPayTaskServices = ChatPayServices & Tasks & { storage: FileStorage };
