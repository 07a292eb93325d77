// note.create: the note shows at once; POST /note/create with the note's client id, so the server
// answers a repeat with the same note and later edits can follow before the server has it.
import type { NoteCreateRequest, NoteResponse } from '../../../common/contracts/notes-tags';
import { newActionFields, noteLane, type ActionRecord, type NoteKind, type NotePayload } from './kind';

export interface NoteCreatePayload extends NotePayload {
  note: string;
  /** The agent writing it, shown on the note until the server's copy arrives. */
  authorId: string;
  authorName: string;
}
export type NoteCreateAction = ActionRecord<'note.create', NoteCreatePayload>;

export interface NoteCreateIntent {
  kind: 'note.create';
  orgId: string;
  customerId: string;
  note: string;
  authorId: string;
  authorName: string;
}

/** The server's note ids are 10 characters: the action's id, cut, doubles as the new note's. */
const NOTE_ID_LENGTH = 10;

export const noteCreate: NoteKind<NoteCreateAction, NoteCreateIntent> = {
  surface: 'notes',
  subject: () => undefined,
  create: (intent, _current, context) => ({
    ...newActionFields(intent.orgId, noteLane(intent.customerId), context),
    kind: 'note.create',
    payload: {
      customerId: intent.customerId, noteId: context.id.slice(0, NOTE_ID_LENGTH), note: intent.note.trim(),
      authorId: intent.authorId, authorName: intent.authorName,
    },
  }),
  show(notes, action) {
    const { noteId, customerId, note, authorId, authorName } = action.payload;
    if (notes.some((existing) => existing.objectId === noteId)) return [...notes];
    const at = new Date(action.createdAt).toISOString();
    return [...notes, { objectId: noteId, orgId: action.orgId, customerId, note, authorId, authorName, createdAt: at, updatedAt: at }];
  },
  undo: (notes, action) => notes.filter((existing) => existing.objectId !== action.payload.noteId),
  send(api, action) {
    const { customerId, noteId, note } = action.payload;
    const request: NoteCreateRequest = { orgId: action.orgId, customerId, note, objectId: noteId };
    return api.post<NoteResponse>('note/create', request);
  },
};
