/** The WhatsApp template page (organization-setting › WhatsApp template), on one number when given. */
export function whatsappTemplatePath(orgId: string, integrationId?: string): string {
  const path = `/organization-setting/${orgId}/whatsapp-template`;
  return integrationId ? `${path}?integration=${encodeURIComponent(integrationId)}` : path;
}
