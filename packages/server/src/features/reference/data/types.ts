// Shape shared by every reference (lookup) table in this folder.
export type ReferenceItem = { readonly id: string; readonly name: string };
