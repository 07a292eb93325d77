// Which field a server's 400 names: Fastify's schema errors read "body/keywords/0/text must …", the
// handlers' own "name: …" (docs/server.md). The form shows the text next to that field when it has one.

/** The path the error names (["businessHours", "holidays", "2"]), or [] when it names none. */
export function errorPath(text: string): string[] {
  const match = /^(?:body\/)?([A-Za-z]\w*(?:\/\w+)*)(?::|\s)/.exec(text);
  return match ? match[1]!.split('/') : [];
}
