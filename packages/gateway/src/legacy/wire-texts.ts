/**
 * Records carry plain texts the platform names in its own words (`makeUnit`, `checkOrg`) and the
 * clean API in clearer ones (`manufacturer`, `inspectionInstitute`). One map from each clean field
 * to its wire field serves both ways: it reads a record's texts into an answer and writes a body's
 * texts into the platform's form.
 */
export type WireTextFields = Readonly<Record<string, string>>;

/** The record's texts under their clean names, in the map's order; an absent text is ''. */
export function textsOfWire<const M extends WireTextFields>(
  wire: { readonly [F in keyof M as M[F]]?: string | undefined },
  map: M,
): { -readonly [F in keyof M]: string } {
  const from: Record<string, string | undefined> = wire;
  // A loop, not Object.fromEntries: equipment lists read every row through here.
  const texts: Record<string, string> = {};
  for (const field in map) texts[field] = from[map[field]!] ?? '';
  return texts as { -readonly [F in keyof M]: string };
}

/** The body's texts under their wire names, for the platform's form; an absent text is ''. */
export function wireTextsOf<const M extends WireTextFields>(
  body: { readonly [F in keyof M]?: string | undefined },
  map: M,
): { -readonly [F in keyof M as M[F]]: string } {
  const from: Record<string, string | undefined> = body;
  const texts: Record<string, string> = {};
  for (const field in map) texts[map[field]!] = from[field] ?? '';
  return texts as { -readonly [F in keyof M as M[F]]: string };
}
