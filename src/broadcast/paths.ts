// The broadcast module's routes (03 §2 `broadcast/{orgId}/*`; registered in src/routes.tsx). The editor
// (src/broadcast/editor/) owns `new` and `{taskId}/edit`, and reads `resendTaskId` on `new`.
const base = (orgId: string) => `/broadcast/${encodeURIComponent(orgId)}`;

export const listPath = (orgId: string) => base(orgId);
export const newPath = (orgId: string) => `${base(orgId)}/new`;
export const editPath = (orgId: string, taskId: string) => `${base(orgId)}/${encodeURIComponent(taskId)}/edit`;
/** A new broadcast to the recipients whose delivery failed in `taskId` ("Resend failed only"). */
export const resendPath = (orgId: string, taskId: string) => `${newPath(orgId)}?resendTaskId=${encodeURIComponent(taskId)}`;
export const analysisPath = (orgId: string, taskId: string) => `${base(orgId)}/${encodeURIComponent(taskId)}/analysis`;
/** The LINE share app (LIFF) setup. */
export const liffSetupPath = (orgId: string) => `${base(orgId)}/liff`;
